import type { CorrectResultDto, CorrectResultInput } from '@liga/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/admin/match-report/correct {matchReportId, reason, report}: the league office. */
export function correctResult(input: CorrectResultInput): Promise<CorrectResultDto> {
  return api.post<CorrectResultDto>('/api/admin/match-report/correct', input);
}

/** Success refetches the report, the match and the tables (the push does it for others). */
export function useCorrectResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctResult,
    onSuccess: () =>
      Promise.all(
        ['reports', 'matches', 'standings', 'rankings'].map((topic) =>
          queryClient.invalidateQueries({ queryKey: [topic] }),
        ),
      ),
  });
}
