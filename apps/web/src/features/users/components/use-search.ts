import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

const SEARCH_DEBOUNCE_MS = 300;

/** The search box's text, and the trimmed keyword once typing pauses. */
export function useSearch() {
  const [kw, setKw] = useState('');
  const [debounced] = useDebouncedValue(kw.trim(), SEARCH_DEBOUNCE_MS);
  return { kw, setKw, query: debounced || undefined };
}
