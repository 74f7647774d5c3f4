import { Select } from '@mantine/core';
import { LIMITS, QUESTION_MESSAGES } from '@pc/contracts';
import { useState } from 'react';
import { useAuthorSearch } from '../api/search-authors';
import { authorLabel } from '../utils/question-form';

interface Props {
  value: number | null;
  label: string;
  error?: string;
  onChange(author: { id: number; label: string } | null): void;
  onBlur(): void;
}

/** The question's author: searched on the server by name or NPI once 3 characters are typed (spec §5). */
export function AuthorSelect({ value, label, error, onChange, onBlur }: Props) {
  const [search, setSearch] = useState(label);
  const term = search === label ? '' : search;
  const authors = useAuthorSearch(term);
  const options = (authors.data?.data ?? []).map((a) => ({ value: String(a.id), label: authorLabel(a) }));
  if (value !== null && !options.some((o) => o.value === String(value)))
    options.unshift({ value: String(value), label });
  const enough = term.trim().length >= LIMITS.authorSearchMin;
  return (
    <Select
      label="Author"
      placeholder="Search by name or NPI"
      description={`Type at least ${LIMITS.authorSearchMin} characters of a name or NPI`}
      withAsterisk
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the term (names and NPIs); show what it found.
      filter={({ options: all }) => all}
      nothingFoundMessage={enough && !authors.isFetching ? QUESTION_MESSAGES.noAuthorFound : undefined}
      onChange={(v, option) => onChange(v === null ? null : { id: Number(v), label: option?.label ?? '' })}
      onBlur={onBlur}
      error={error}
    />
  );
}
