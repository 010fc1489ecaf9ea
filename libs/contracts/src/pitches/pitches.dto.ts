export interface PitchPositionDto {
  latitude: number;
  longitude: number;
}

/** `GET /api/pitch/get-pitches` row; also the pitch of a match. */
export interface PitchDto {
  id: string;
  name: string;
  position: PitchPositionDto;
}
