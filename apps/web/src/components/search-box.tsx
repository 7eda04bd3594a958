import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './plain/icon.tsx';
import './plain/plain.css';
import './search-box.css';

const DEBOUNCE_MS = 400;

/**
 * A list's search box: searches a moment after typing stops, at once on Enter or the search button,
 * and clears with its clear button (or Escape). Follows `keyword` when it changes elsewhere (back,
 * links). antd's large search input's look, without antd (decision 034): the list pages draw it
 * before antd has loaded.
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
  const { t } = useTranslation();
  const [value, setValue] = useState(keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const committed = useRef(keyword);
  const input = useRef<HTMLInputElement>(null);

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

  const clear = () => {
    setValue('');
    commit('');
    input.current?.focus();
  };

  return (
    <div className="rs-search">
      <span className="rs-search__field">
        <input
          ref={input}
          type="search"
          className="rs-search__input"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-label={label}
          enterKeyHint="search"
          onChange={(e) => {
            const text = e.target.value;
            setValue(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => commit(text), DEBOUNCE_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(value);
            else if (e.key === 'Escape' && value) {
              e.preventDefault();
              clear();
            }
          }}
        />
        {value ? (
          <button
            type="button"
            className="rs-search__clear"
            aria-label={t('search.clear')}
            onClick={clear}
          >
            <Icon icon={CloseCircleFilled} />
          </button>
        ) : null}
      </span>
      <button
        type="button"
        className="rs-btn rs-btn--primary rs-btn--large rs-search__go"
        aria-label={t('search.go')}
        onClick={() => commit(value)}
      >
        <Icon icon={SearchOutlined} />
      </button>
    </div>
  );
}
