import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { reportsTexts } from '../texts';

/** The report window: open while mounted, the player tables scroll between title and footer. */
export function ReportModal({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={reportsTexts.dialog.close}
      footer={footer}
      size="full"
    >
      {children}
    </Dialog>
  );
}
