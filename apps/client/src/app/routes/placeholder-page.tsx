import { InPreparation } from '../../components/layouts/in-preparation';
import { PageFrame } from '../../components/layouts/page-frame';

/** The frame of a page that a later release fills in: its heading and an honest notice. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <InPreparation />
    </PageFrame>
  );
}
