import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { USER_MESSAGES } from '@pc/contracts';
import { toast } from '../../../../lib/toasts';
import { Icon } from '../../../../ui/Icon';

/**
 * The fallback of spec §8 when the account e-mail could not be sent: the person can use Forgot
 * Password, or the administrator copies the set-password link and sends it themselves.
 */
function AccountEmailFailedMessage({ setPasswordURL }: { setPasswordURL: string | null }) {
  return (
    <Stack gap={6}>
      <Text size="sm">{USER_MESSAGES.accountEmailFailedForgotPassword}</Text>
      {setPasswordURL && (
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Set-password link"
            readOnly
            value={setPasswordURL}
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={setPasswordURL}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy} leftSection={<Icon name="copy" size={14} />}>
                {copied ? 'Copied' : USER_MESSAGES.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}

/** Stays until dismissed: the administrator needs the time to copy the link. */
export function accountEmailFailedToast(setPasswordURL: string | null) {
  toast({
    title: USER_MESSAGES.accountEmailFailed,
    message: <AccountEmailFailedMessage setPasswordURL={setPasswordURL} />,
    color: 'yellow',
    persistent: true,
  });
}
