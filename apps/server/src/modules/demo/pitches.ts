/** Pitches around Kraków: a name as the admin would type it and WGS84 coordinates. */
export interface DemoPitch {
  name: string;
  latitude: number;
  longitude: number;
}

export const DEMO_PITCHES: readonly DemoPitch[] = [
  { name: 'Orlik Błonia, al. 3 Maja', latitude: 50.0597, longitude: 19.9136 },
  { name: 'Boisko Nowa Huta, os. Zgody', latitude: 50.0757, longitude: 20.0392 },
  { name: 'Orlik Podgórze, ul. Kalwaryjska', latitude: 50.0418, longitude: 19.9531 },
  { name: 'Boisko Krowodrza, ul. Wrocławska', latitude: 50.0788, longitude: 19.9214 },
  { name: 'Orlik Bronowice, ul. Rydla', latitude: 50.0829, longitude: 19.8927 },
  { name: 'Boisko Prądnik Biały, ul. Opolska', latitude: 50.0934, longitude: 19.9271 },
  { name: 'Orlik Prądnik Czerwony, ul. Dobrego Pasterza', latitude: 50.0861, longitude: 19.9717 },
  { name: 'Boisko Ruczaj, ul. Grota-Roweckiego', latitude: 50.0236, longitude: 19.9183 },
  { name: 'Orlik Kazimierz, ul. Skawińska', latitude: 50.0489, longitude: 19.9412 },
  { name: 'Boisko Dębniki, ul. Praska', latitude: 50.0463, longitude: 19.9148 },
  { name: 'Orlik Czyżyny, ul. Medweckiego', latitude: 50.0712, longitude: 20.0063 },
  { name: 'Boisko Bieżanów, ul. Mała Góra', latitude: 50.0198, longitude: 20.0351 },
  { name: 'Orlik Kurdwanów, ul. Witosa', latitude: 50.0109, longitude: 19.9582 },
  { name: 'Boisko Zwierzyniec, ul. Królowej Jadwigi', latitude: 50.0627, longitude: 19.8948 },
  { name: 'Orlik Grzegórzki, ul. Lubomirskiego', latitude: 50.0631, longitude: 19.9602 },
  { name: 'Boisko Azory, ul. Pużaka', latitude: 50.0893, longitude: 19.9152 },
];
