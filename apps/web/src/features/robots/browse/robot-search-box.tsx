import { ROBOT_SEARCH_KEYWORD_MAX } from '@robot/contracts/client';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box.tsx';

/** The square's search box (see SearchBox). */
export function RobotSearchBox({
  keyword,
  onSearch,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useTranslation('robots');
  return (
    <SearchBox
      keyword={keyword}
      onSearch={onSearch}
      maxLength={ROBOT_SEARCH_KEYWORD_MAX}
      placeholder={t('square.searchPlaceholder')}
      label={t('square.searchLabel')}
    />
  );
}
