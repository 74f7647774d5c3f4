import { Checkbox, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { type AppHcUser, NPI_FIELD_MAX, ROLES } from '@pc/contracts';
import { useSpecialties, useSubspecialties } from '../../questions/api/get-specialties';
import type { UserField, UserFormState } from '../utils/user-form';
import { roleOf } from '../utils/user-form';
import { PermissionsField } from './PermissionsField';

export interface UserFieldProps {
  state: UserFormState;
  set<K extends keyof UserFormState>(key: K, value: UserFormState[K]): void;
  onRoleChange(roleId: number | null): void;
  onPermissionToggle(permission: UserFormState['permissions'][number], on: boolean): void;
  /** The message to show for a field (only once the administrator has been there). */
  error(field: UserField): string | undefined;
  touch(field: UserField): void;
  /** Accounts of the second member directory matching the e-mail or NPI. */
  directory: AppHcUser[];
  editing: boolean;
}

const ROLE_OPTIONS = ROLES.map((r) => ({ value: String(r.id), label: r.displayName }));
const directoryLabel = (a: AppHcUser) =>
  `${a.firstName} ${a.lastName} · ${a.email}${a.npi ? ` · NPI ${a.npi}` : ''}${a.specialty ? ` · ${a.specialty}` : ''}`;

/** Every field of the user form (spec §2, §5), laid out in one column on a phone. */
export function UserFormFields({
  state,
  set,
  onRoleChange,
  onPermissionToggle,
  error,
  touch,
  directory,
  editing,
}: UserFieldProps) {
  const specialties = useSpecialties();
  const subspecialties = useSubspecialties();
  const role = roleOf(state);
  const subspecialtyOptions = (subspecialties.data ?? [])
    .filter((s) => s.specialtyId === state.specialtyId)
    .map((s) => ({ value: String(s.id), label: s.name }));
  const text = (field: 'firstName' | 'lastName' | 'email', label: string, autoComplete: string) => (
    <TextInput
      label={label}
      withAsterisk
      autoComplete={autoComplete}
      type={field === 'email' ? 'email' : 'text'}
      value={state[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      onBlur={() => touch(field)}
      error={error(field)}
    />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('firstName', 'First name', 'off')}
        {text('lastName', 'Last name', 'off')}
      </SimpleGrid>
      {text('email', 'Email', 'off')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Role"
          withAsterisk
          placeholder="Choose a role"
          data={ROLE_OPTIONS}
          value={state.roleId === null ? null : String(state.roleId)}
          onChange={(v) => {
            onRoleChange(v === null ? null : Number(v));
            touch('roleId');
          }}
          onBlur={() => touch('roleId')}
          error={error('roleId')}
          allowDeselect={false}
        />
        {role?.requiresNpi ? (
          <TextInput
            label="NPI"
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            maxLength={NPI_FIELD_MAX + 1}
            value={state.npi}
            onChange={(e) => set('npi', e.currentTarget.value)}
            onBlur={() => touch('npi')}
            error={error('npi')}
          />
        ) : (
          <TextInput
            label="Internal ID"
            readOnly
            value={state.npi}
            description={role ? 'Generated: users without an NPI get a 9-digit internal ID.' : 'Choose a role first.'}
            error={error('npi')}
          />
        )}
      </SimpleGrid>
      {role?.requiresSpecialty && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Specialty"
            withAsterisk
            searchable
            placeholder="Choose a specialty"
            data={(specialties.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={state.specialtyId === null ? null : String(state.specialtyId)}
            onChange={(v) => {
              set('specialtyId', v === null ? null : Number(v));
              set('subspecialtyId', null);
              touch('specialtyId');
            }}
            onBlur={() => touch('specialtyId')}
            error={error('specialtyId')}
          />
          <Select
            label="Subspecialty"
            placeholder={subspecialtyOptions.length ? 'Optional' : 'None for this specialty'}
            clearable
            disabled={subspecialtyOptions.length === 0}
            data={subspecialtyOptions}
            value={state.subspecialtyId === null ? null : String(state.subspecialtyId)}
            onChange={(v) => set('subspecialtyId', v === null ? null : Number(v))}
            error={error('subspecialtyId')}
          />
        </SimpleGrid>
      )}
      {directory.length > 0 && (
        <Select
          label="Member app account"
          description="Accounts in the member app with this e-mail address or NPI: choose the one this user is."
          withAsterisk
          data={directory.map((a) => ({ value: a.appHcUserId, label: directoryLabel(a) }))}
          value={state.appHcUserId}
          onChange={(v) => {
            set('appHcUserId', v);
            touch('appHcUserId');
          }}
          onBlur={() => touch('appHcUserId')}
          error={error('appHcUserId')}
        />
      )}
      <PermissionsField state={state} onToggle={onPermissionToggle} />
      <Checkbox
        label="Do not send account update e-mails"
        checked={state.disableAccountUpdateEmail}
        onChange={(e) => set('disableAccountUpdateEmail', e.currentTarget.checked)}
      />
      {editing && (
        <Switch
          label="Deactivated (cannot sign in)"
          checked={state.disabled}
          onChange={(e) => set('disabled', e.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
