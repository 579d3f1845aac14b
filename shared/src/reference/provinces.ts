import type { ItalianProvince } from './types';

/**
 * The 110 current Italian provinces, metropolitan cities, Sicilian free consortia and autonomous
 * provinces, by two-letter sigla, with the ISTAT code of their region. Sardinia as reorganised from
 * 1 January 2026 (ISTAT): metropolitan cities of Cagliari (CA) and Sassari (SS), Nuoro, Oristano and
 * the new Gallura Nord-Est Sardegna (OT), Ogliastra (OG), Medio Campidano (VS), Sulcis Iglesiente (CI);
 * Sud Sardegna (SU, 2016–2025) no longer exists. Friuli-Venezia Giulia's four are kept: ISTAT still
 * lists them (as non-administrative units) and people still write them.
 */
export const ITALIAN_PROVINCES: readonly ItalianProvince[] = [
  // Piemonte
  { code: 'AL', name: 'Alessandria', region: '01' },
  { code: 'AT', name: 'Asti', region: '01' },
  { code: 'BI', name: 'Biella', region: '01' },
  { code: 'CN', name: 'Cuneo', region: '01' },
  { code: 'NO', name: 'Novara', region: '01' },
  { code: 'TO', name: 'Torino', region: '01' },
  { code: 'VB', name: 'Verbano-Cusio-Ossola', region: '01' },
  { code: 'VC', name: 'Vercelli', region: '01' },
  // Valle d'Aosta
  { code: 'AO', name: 'Aosta', region: '02' },
  // Lombardia
  { code: 'BG', name: 'Bergamo', region: '03' },
  { code: 'BS', name: 'Brescia', region: '03' },
  { code: 'CO', name: 'Como', region: '03' },
  { code: 'CR', name: 'Cremona', region: '03' },
  { code: 'LC', name: 'Lecco', region: '03' },
  { code: 'LO', name: 'Lodi', region: '03' },
  { code: 'MB', name: 'Monza e della Brianza', region: '03' },
  { code: 'MI', name: 'Milano', region: '03' },
  { code: 'MN', name: 'Mantova', region: '03' },
  { code: 'PV', name: 'Pavia', region: '03' },
  { code: 'SO', name: 'Sondrio', region: '03' },
  { code: 'VA', name: 'Varese', region: '03' },
  // Trentino-Alto Adige
  { code: 'BZ', name: 'Bolzano/Bozen', region: '04' },
  { code: 'TN', name: 'Trento', region: '04' },
  // Veneto
  { code: 'BL', name: 'Belluno', region: '05' },
  { code: 'PD', name: 'Padova', region: '05' },
  { code: 'RO', name: 'Rovigo', region: '05' },
  { code: 'TV', name: 'Treviso', region: '05' },
  { code: 'VE', name: 'Venezia', region: '05' },
  { code: 'VI', name: 'Vicenza', region: '05' },
  { code: 'VR', name: 'Verona', region: '05' },
  // Friuli-Venezia Giulia
  { code: 'GO', name: 'Gorizia', region: '06' },
  { code: 'PN', name: 'Pordenone', region: '06' },
  { code: 'TS', name: 'Trieste', region: '06' },
  { code: 'UD', name: 'Udine', region: '06' },
  // Liguria
  { code: 'GE', name: 'Genova', region: '07' },
  { code: 'IM', name: 'Imperia', region: '07' },
  { code: 'SP', name: 'La Spezia', region: '07' },
  { code: 'SV', name: 'Savona', region: '07' },
  // Emilia-Romagna
  { code: 'BO', name: 'Bologna', region: '08' },
  { code: 'FC', name: 'Forlì-Cesena', region: '08' },
  { code: 'FE', name: 'Ferrara', region: '08' },
  { code: 'MO', name: 'Modena', region: '08' },
  { code: 'PC', name: 'Piacenza', region: '08' },
  { code: 'PR', name: 'Parma', region: '08' },
  { code: 'RA', name: 'Ravenna', region: '08' },
  { code: 'RE', name: 'Reggio Emilia', region: '08' },
  { code: 'RN', name: 'Rimini', region: '08' },
  // Toscana
  { code: 'AR', name: 'Arezzo', region: '09' },
  { code: 'FI', name: 'Firenze', region: '09' },
  { code: 'GR', name: 'Grosseto', region: '09' },
  { code: 'LI', name: 'Livorno', region: '09' },
  { code: 'LU', name: 'Lucca', region: '09' },
  { code: 'MS', name: 'Massa-Carrara', region: '09' },
  { code: 'PI', name: 'Pisa', region: '09' },
  { code: 'PO', name: 'Prato', region: '09' },
  { code: 'PT', name: 'Pistoia', region: '09' },
  { code: 'SI', name: 'Siena', region: '09' },
  // Umbria
  { code: 'PG', name: 'Perugia', region: '10' },
  { code: 'TR', name: 'Terni', region: '10' },
  // Marche
  { code: 'AN', name: 'Ancona', region: '11' },
  { code: 'AP', name: 'Ascoli Piceno', region: '11' },
  { code: 'FM', name: 'Fermo', region: '11' },
  { code: 'MC', name: 'Macerata', region: '11' },
  { code: 'PU', name: 'Pesaro e Urbino', region: '11' },
  // Lazio
  { code: 'FR', name: 'Frosinone', region: '12' },
  { code: 'LT', name: 'Latina', region: '12' },
  { code: 'RI', name: 'Rieti', region: '12' },
  { code: 'RM', name: 'Roma', region: '12' },
  { code: 'VT', name: 'Viterbo', region: '12' },
  // Abruzzo
  { code: 'AQ', name: "L'Aquila", region: '13' },
  { code: 'CH', name: 'Chieti', region: '13' },
  { code: 'PE', name: 'Pescara', region: '13' },
  { code: 'TE', name: 'Teramo', region: '13' },
  // Molise
  { code: 'CB', name: 'Campobasso', region: '14' },
  { code: 'IS', name: 'Isernia', region: '14' },
  // Campania
  { code: 'AV', name: 'Avellino', region: '15' },
  { code: 'BN', name: 'Benevento', region: '15' },
  { code: 'CE', name: 'Caserta', region: '15' },
  { code: 'NA', name: 'Napoli', region: '15' },
  { code: 'SA', name: 'Salerno', region: '15' },
  // Puglia
  { code: 'BA', name: 'Bari', region: '16' },
  { code: 'BR', name: 'Brindisi', region: '16' },
  { code: 'BT', name: 'Barletta-Andria-Trani', region: '16' },
  { code: 'FG', name: 'Foggia', region: '16' },
  { code: 'LE', name: 'Lecce', region: '16' },
  { code: 'TA', name: 'Taranto', region: '16' },
  // Basilicata
  { code: 'MT', name: 'Matera', region: '17' },
  { code: 'PZ', name: 'Potenza', region: '17' },
  // Calabria
  { code: 'CS', name: 'Cosenza', region: '18' },
  { code: 'CZ', name: 'Catanzaro', region: '18' },
  { code: 'KR', name: 'Crotone', region: '18' },
  { code: 'RC', name: 'Reggio Calabria', region: '18' },
  { code: 'VV', name: 'Vibo Valentia', region: '18' },
  // Sicilia
  { code: 'AG', name: 'Agrigento', region: '19' },
  { code: 'CL', name: 'Caltanissetta', region: '19' },
  { code: 'CT', name: 'Catania', region: '19' },
  { code: 'EN', name: 'Enna', region: '19' },
  { code: 'ME', name: 'Messina', region: '19' },
  { code: 'PA', name: 'Palermo', region: '19' },
  { code: 'RG', name: 'Ragusa', region: '19' },
  { code: 'SR', name: 'Siracusa', region: '19' },
  { code: 'TP', name: 'Trapani', region: '19' },
  // Sardegna (from 1 January 2026)
  { code: 'CA', name: 'Cagliari', region: '20' },
  { code: 'CI', name: 'Sulcis Iglesiente', region: '20' },
  { code: 'NU', name: 'Nuoro', region: '20' },
  { code: 'OG', name: 'Ogliastra', region: '20' },
  { code: 'OR', name: 'Oristano', region: '20' },
  { code: 'OT', name: 'Gallura Nord-Est Sardegna', region: '20' },
  { code: 'SS', name: 'Sassari', region: '20' },
  { code: 'VS', name: 'Medio Campidano', region: '20' },
];
