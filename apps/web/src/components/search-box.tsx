import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 400;

/**
 * A list's search box: searches a moment after typing stops, at once on Enter or the search button,
 * and clears with its clear button. Follows `keyword` when it changes elsewhere (back, links).
 */
export function SearchBox({
  keyword,
  onSearch,
  placeholder,
  label,
  maxLength,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  placeholder: string;
  label: string;
  maxLength: number;
}) {
  const [value, setValue] = useState(keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(keyword);

  useEffect(() => {
    if (keyword !== committed.current) {
      committed.current = keyword;
      setValue(keyword);
    }
  }, [keyword]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onSearch(trimmed);
  };

  return (
    <Input.Search
      size="large"
      allowClear
      enterButton
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-label={label}
      onChange={(e) => {
        const text = e.target.value;
        setValue(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(text), DEBOUNCE_MS);
      }}
      onSearch={(text) => commit(text)}
    />
  );
}
