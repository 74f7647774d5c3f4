import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchOrder } from '@pc/contracts';
import { useEffect, useState } from 'react';
import { type SearchAddress, datesOutOfOrder } from '../utils/search-address';

const ORDER_OPTIONS: { value: SearchOrder; label: string }[] = [
  { value: 'relevant', label: 'Relevance' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
];

/**
 * The search box, sort and days (spec §2). The words run on Enter or Search; sort and days apply at
 * once. Every change but the page goes back to page 1 (the page's `onChange` does that).
 */
export function SearchForm({
  address,
  onChange,
}: {
  address: SearchAddress;
  onChange: (change: Partial<SearchAddress>) => void;
}) {
  const [text, setText] = useState(address.word);
  // Back and forward move through searches: the box follows the address.
  useEffect(() => setText(address.word), [address.word]);
  const badDates = datesOutOfOrder(address);

  return (
    <search>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ word: text.trim() });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search answers and comments"
            description='Words, "a phrase", OR, -word to leave out'
            type="search"
            value={text}
            maxLength={SEARCH_LIMITS.wordMax}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit">Search</Button>
        </Group>
        <Group align="flex-start" gap="sm" wrap="wrap" mt="sm">
          <NativeSelect
            label="Sort"
            data={ORDER_OPTIONS}
            value={address.order}
            onChange={(e) => onChange({ order: e.currentTarget.value as SearchOrder })}
            w={160}
          />
          <DateInput
            label="From"
            valueFormat="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the From date' }}
            value={address.from || null}
            onChange={(value) => onChange({ from: value ?? '' })}
            error={badDates ? SEARCH_MESSAGES.fromAfterTo : undefined}
            w={170}
          />
          <DateInput
            label="To"
            valueFormat="YYYY-MM-DD"
            placeholder="YYYY-MM-DD"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the To date' }}
            value={address.to || null}
            onChange={(value) => onChange({ to: value ?? '' })}
            w={170}
          />
        </Group>
      </form>
    </search>
  );
}
