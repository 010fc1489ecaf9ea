import type { TeamDto } from '@liga/contracts';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-store';
import { toast } from '../../../components/ui/toast-store';
import { useRemoveMember } from '../api/remove-member';
import { useUploadTeamImage } from '../api/upload-team-image';
import { showActionError } from '../lib/action-error';
import { isCaptain } from '../lib/members';
import { teamsTexts } from '../texts';
import { ImageCropButton } from './image-crop-button';
import { ManageTeamDialog } from './manage-team-dialog';
import { runMutation } from '../../../lib/run-mutation';

const t = teamsTexts.team;

/** 'Opuść drużynę': a captain is told to pass the captaincy first (spec section 5). */
export function LeaveTeamButton({ team, userId }: { team: TeamDto; userId: string }) {
  const remove = useRemoveMember();
  const member = team.users.find((user) => user.id === userId);

  const leave = async () => {
    if (!member) return;
    if (isCaptain(member)) {
      toast.error(t.captainCannotLeave, 6000);
      return;
    }
    if (!(await confirmAction({ message: t.leaveConfirm, danger: true }))) return;
    runMutation(remove.mutateAsync, member.userTeamId, {
      onSuccess: () => toast.success(t.left),
      onError: (error) => showActionError(error),
    });
  };

  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => void leave()}
      disabled={remove.isPending}
    >
      {t.leave}
    </button>
  );
}

/** 'Zarządzaj' and its modal. */
export function ManageTeamButton({ team, captainId }: { team: TeamDto; captainId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t.manage}
      </button>
      <ManageTeamDialog
        team={team}
        captainId={captainId}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

interface ChangeTeamImageButtonProps {
  teamId: string;
  label?: string;
  className?: string;
  successMessage?: string;
  /** How a failed upload is shown (default: the captain screens' error popup). */
  onError?: (error: unknown) => void;
}

/** The team image change: pick, crop to a 256×256 PNG, upload (captain page, admin Drużyny). */
export function ChangeTeamImageButton({
  teamId,
  label = t.changeImage,
  className,
  successMessage = t.imageChanged,
  onError = (error) => showActionError(error),
}: ChangeTeamImageButtonProps) {
  const upload = useUploadTeamImage();
  return (
    <ImageCropButton
      className={className}
      disabled={upload.isPending}
      onCropped={(image) =>
        upload.mutateAsync(
          { teamId, image },
          { onSuccess: () => toast.success(successMessage), onError },
        )
      }
    >
      {label}
    </ImageCropButton>
  );
}
