/** `GET /api/season/current` answer. Instants are ISO strings in UTC. */
export interface SeasonDto {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}
