import { SegmentedToggle } from '../../../components/ui/choice-group';
import { STATISTICS_CATEGORIES, type StatisticsCategory } from '../lib/categories';
import { statisticsTexts } from '../texts';

const CATEGORY_OPTIONS = STATISTICS_CATEGORIES.map((key) => ({
  value: key,
  label: statisticsTexts.categories[key],
}));

/** Strzelcy (default), MVP, Bramkarze, Zespoły. */
export function CategoryFilter({
  category,
  onChange,
}: {
  category: StatisticsCategory;
  onChange: (category: StatisticsCategory) => void;
}) {
  return (
    <SegmentedToggle
      label={statisticsTexts.categoryLabel}
      options={CATEGORY_OPTIONS}
      selected={category}
      onSelect={onChange}
    />
  );
}
