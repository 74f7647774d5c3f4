import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { HouseAd } from '@pc/contracts';
import { ApiError } from '../../../lib/api-client';
import { errorToast, successToast } from '../../../lib/toasts';
import { useDeleteHouseAd } from '../api/delete-house-ad';

/** Asks before deleting: the ad and its counts leave the list (the audit log keeps them). */
export function DeleteHouseAd({ ad, onClose }: { ad: HouseAd; onClose: () => void }) {
  const remove = useDeleteHouseAd();
  const confirm = () =>
    remove.mutate(ad.id, {
      onSuccess: () => {
        successToast('Ad deleted', ad.name);
        onClose();
      },
      onError: (error) => {
        errorToast(undefined, error instanceof ApiError && error.status === 404 ? error.message : undefined);
        onClose();
      },
    });
  return (
    <Modal opened onClose={onClose} title={`Delete ${ad.name}?`}>
      <Stack gap="md">
        <Text size="sm">
          The ad stops showing at once. Its {ad.impressions} impressions and {ad.clicks} clicks stay in the audit log.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.8" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
