import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { REWARD_TIMING } from '@pc/contracts';
import { useState } from 'react';
import { errorToast } from '../../../../lib/toasts';
import { Icon } from '../../../../ui/Icon';
import { saveFile } from '../../../../lib/save-file';
import { useDownloadForm1099 } from '../api/download-form-1099';

/** The years offered: this one and the six before it (1099s are filed for the year that ended). */
const YEARS_BACK = 6;

/** Downloads the 1099 list of a calendar year, last year unless another is chosen. */
export function Form1099Download() {
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => String(thisYear - i));
  const [year, setYear] = useState(String(thisYear - 1));
  const download = useDownloadForm1099();

  const save = () =>
    download.mutate(Number(year), {
      onSuccess: (blob) => saveFile(blob, `rewards-1099-${year}.csv`),
      onError: () => errorToast('The 1099 list could not be downloaded'),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-1099-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="form-1099-title">
          1099 list
        </Title>
        <Text size="sm">Every member’s rewards of a calendar year, as a CSV file. {REWARD_TIMING.form1099}</Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Year"
            data={years}
            value={year}
            onChange={(e) => setYear(e.currentTarget.value)}
            w={140}
          />
          <Button
            variant="default"
            onClick={save}
            loading={download.isPending}
            leftSection={<Icon name="download" size={16} />}
          >
            Download 1099 list
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
