import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { reportsTexts } from '../texts';
import { CorrectResultDialog } from './correct-result-dialog';

/** 'Popraw wynik' (admins, a verified result): opens the league office's correction. */
export function CorrectResultButton({ reportId }: { reportId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="correct-result">
        {reportsTexts.correction.open}
      </Button>
      {open && <CorrectResultDialog reportId={reportId} onClose={() => setOpen(false)} />}
    </>
  );
}
