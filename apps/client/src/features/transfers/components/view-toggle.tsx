import { SegmentedToggle } from '../../../components/ui/choice-group';
import { transfersTexts as t } from '../texts';

export type TransfersView = 'teams' | 'players';

/** The Zespoły / Zawodnicy switch of the transfers page. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: TransfersView;
  onChange: (view: TransfersView) => void;
}) {
  return (
    <SegmentedToggle
      label={t.view.label}
      showLabel={false}
      options={(['teams', 'players'] as const).map((option) => ({
        value: option,
        label: t.view[option],
      }))}
      selected={view}
      onSelect={onChange}
    />
  );
}
