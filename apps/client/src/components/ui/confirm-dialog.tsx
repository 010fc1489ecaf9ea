import { useId } from 'react';
import { Button } from './button';
import { useConfirmStore } from './confirm-store';
import { Dialog, DialogActions, DialogLead } from './dialog';

/** The one confirmation dialog of the portal (asked through `confirm()` of the confirm store). */
export function ConfirmDialog() {
  const request = useConfirmStore((state) => state.request);
  const answer = useConfirmStore((state) => state.answer);
  const messageId = useId();

  return (
    <Dialog
      open={request !== null}
      onClose={() => answer(false)}
      title={request?.title}
      describedBy={messageId}
      size="small"
    >
      {request && (
        <>
          <DialogLead id={messageId}>{request.message}</DialogLead>
          <DialogActions>
            <Button variant="secondary" onClick={() => answer(false)}>
              {request.cancelLabel}
            </Button>
            <Button
              variant={request.danger ? 'danger' : 'primary'}
              onClick={() => answer(true)}
              autoFocus
            >
              {request.confirmLabel}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
