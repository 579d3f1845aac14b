import type { ItalianRegion } from './types';

/** The 20 Italian regions, by ISTAT region code (stable: stored in attendees.origin_region). */
export const ITALIAN_REGIONS: readonly ItalianRegion[] = [
  { code: '01', it: 'Piemonte', en: 'Piedmont' },
  { code: '02', it: "Valle d'Aosta/Vallée d'Aoste", en: 'Aosta Valley' },
  { code: '03', it: 'Lombardia', en: 'Lombardy' },
  { code: '04', it: 'Trentino-Alto Adige/Südtirol', en: 'Trentino-South Tyrol' },
  { code: '05', it: 'Veneto', en: 'Veneto' },
  { code: '06', it: 'Friuli-Venezia Giulia', en: 'Friuli-Venezia Giulia' },
  { code: '07', it: 'Liguria', en: 'Liguria' },
  { code: '08', it: 'Emilia-Romagna', en: 'Emilia-Romagna' },
  { code: '09', it: 'Toscana', en: 'Tuscany' },
  { code: '10', it: 'Umbria', en: 'Umbria' },
  { code: '11', it: 'Marche', en: 'Marche' },
  { code: '12', it: 'Lazio', en: 'Lazio' },
  { code: '13', it: 'Abruzzo', en: 'Abruzzo' },
  { code: '14', it: 'Molise', en: 'Molise' },
  { code: '15', it: 'Campania', en: 'Campania' },
  { code: '16', it: 'Puglia', en: 'Apulia' },
  { code: '17', it: 'Basilicata', en: 'Basilicata' },
  { code: '18', it: 'Calabria', en: 'Calabria' },
  { code: '19', it: 'Sicilia', en: 'Sicily' },
  { code: '20', it: 'Sardegna', en: 'Sardinia' },
];
