import { Alert, Button, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AD_PLACEMENT_LABELS, AD_PLACEMENTS, AD_SIZES, type AdPlacement, type HouseAd } from '@pc/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { successToast } from '../../../lib/toasts';
import { PAGE_STYLE } from '../../../ui/page-style';
import { useSpecialties } from '../../moderator/questions/api/get-specialties';
import { ImageUploadField } from '../../uploads/components/ImageUploadField';
import { useSaveHouseAd } from '../api/save-house-ad';
import { type AdFormErrors, type AdFormValues, adBodyOf, adFormErrors, adFormOf, emptyAdForm } from '../utils/ad-form';

const UNEXPECTED = 'The ad could not be saved. Please try again.';

/**
 * Creating (`ad` null) or changing an ad, in a dialog over the list: image (uploaded, or an https
 * address), link, slot kind, target specialties and dates. The server checks every rule and its
 * words appear under the fields.
 */
export function HouseAdForm({ ad, onClose }: { ad: HouseAd | null; onClose: () => void }) {
  const [values, setValues] = useState<AdFormValues>(() => (ad ? adFormOf(ad) : emptyAdForm()));
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const specialties = useSpecialties();
  const save = useSaveHouseAd();
  const set = <K extends keyof AdFormValues>(key: K, value: AdFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const size = AD_SIZES[values.placement];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(
      { id: ad?.id ?? null, body: adBodyOf(values) },
      {
        onSuccess: (saved) => {
          successToast(ad ? 'Ad saved' : 'Ad created', saved.name);
          onClose();
        },
        onError: (error) => {
          const fields = adFormErrors(error);
          if (fields) return setErrors(fields);
          setFailure(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : UNEXPECTED);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={ad ? `Edit ad: ${ad.name}` : 'New house ad'} size="lg" style={PAGE_STYLE}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="For administrators only"
            required
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <Select
            label="Slot"
            required
            data={AD_PLACEMENTS.map((p) => ({ value: p, label: AD_PLACEMENT_LABELS[p] }))}
            value={values.placement}
            onChange={(value) => value && set('placement', value as AdPlacement)}
            allowDeselect={false}
            error={errors.placement}
          />
          <ImageUploadField
            label="Image"
            description={`PNG, JPEG or WebP, ${size.width} × ${size.height} pixels`}
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
          />
          <TextInput
            label="Image address"
            description="Filled in by the upload, or an https:// address"
            required
            value={values.imageUrl}
            onChange={(e) => set('imageUrl', e.currentTarget.value)}
            error={errors.imageUrl}
          />
          <TextInput
            label="Image description"
            description="What the image says, for screen readers"
            required
            value={values.altText}
            onChange={(e) => set('altText', e.currentTarget.value)}
            error={errors.altText}
          />
          <TextInput
            label="Link"
            description="Where a click goes: an http:// or https:// address"
            required
            type="url"
            value={values.linkUrl}
            onChange={(e) => set('linkUrl', e.currentTarget.value)}
            error={errors.linkUrl}
          />
          <MultiSelect
            label="Target specialties"
            description="None: everyone. Otherwise only members with a 10-digit NPI in these specialties."
            placeholder={values.specialtyIds.length ? undefined : 'Everyone'}
            data={(specialties.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={values.specialtyIds}
            onChange={(ids) => set('specialtyIds', ids)}
            searchable
            clearable
            error={errors.specialtyIds}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Start date"
              description="UTC, included"
              required
              type="date"
              value={values.startsOn}
              onChange={(e) => set('startsOn', e.currentTarget.value)}
              error={errors.startsOn}
            />
            <TextInput
              label="End date"
              description="UTC, included; empty for no end"
              type="date"
              value={values.endsOn}
              onChange={(e) => set('endsOn', e.currentTarget.value)}
              error={errors.endsOn}
            />
          </SimpleGrid>
          {failure && <Alert color="red" role="alert" title={failure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {ad ? 'Save' : 'Create ad'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
