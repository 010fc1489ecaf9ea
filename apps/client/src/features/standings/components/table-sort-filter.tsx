import { TABLE_SORTS, type TableSort } from '@liga/contracts';
import { ChipGroup } from '../../../components/ui/choice-group';
import { standingsTexts } from '../texts';

const SORT_OPTIONS = (Object.keys(TABLE_SORTS) as TableSort[]).map((key) => ({
  value: key,
  label: TABLE_SORTS[key],
}));

/** The table's category filter: Pozycja (default), Nazwa Zespołu, Rozegrane Mecze, ... Bilans. */
export function TableSortFilter({
  sort,
  onChange,
}: {
  sort: TableSort;
  onChange: (sort: TableSort) => void;
}) {
  return (
    <ChipGroup
      label={standingsTexts.sortLabel}
      options={SORT_OPTIONS}
      selected={sort}
      onSelect={onChange}
    />
  );
}
