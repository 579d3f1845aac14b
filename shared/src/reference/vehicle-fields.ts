import type { Language, VehicleType } from '../enums';

/** The vehicle fields as lists and files show them, in order (issue 13): the export's columns and the import's. */
export const VEHICLE_FIELDS = [
  'plate',
  'country',
  'type',
  'brand',
  'model',
  'color',
  'event_company_id',
  'driver_attendee_id',
  'valid_from',
  'valid_to',
  'pending',
  'notes',
  'length_cm',
  'width_cm',
  'height_cm',
  'weight_kg',
  'fuel',
  'trailer',
  'documentation_status',
] as const;
export type VehicleField = (typeof VEHICLE_FIELDS)[number];

/** Their labels in both languages: the staff app's form and list, the export's headers, the import's column names. */
export const VEHICLE_FIELD_LABELS: Record<Language, Record<VehicleField, string>> = {
  it: {
    plate: 'Targa',
    country: 'Paese di immatricolazione',
    type: 'Tipo',
    brand: 'Marca',
    model: 'Modello',
    color: 'Colore',
    event_company_id: 'Azienda',
    driver_attendee_id: 'Conducente',
    valid_from: 'Ammesso dal',
    valid_to: 'Ammesso fino al',
    pending: 'In attesa',
    notes: 'Note',
    length_cm: 'Lunghezza (cm)',
    width_cm: 'Larghezza (cm)',
    height_cm: 'Altezza (cm)',
    weight_kg: 'Peso (kg)',
    fuel: 'Alimentazione',
    trailer: 'Con rimorchio',
    documentation_status: 'Documentazione',
  },
  en: {
    plate: 'Plate',
    country: 'Country of registration',
    type: 'Type',
    brand: 'Make',
    model: 'Model',
    color: 'Colour',
    event_company_id: 'Company',
    driver_attendee_id: 'Driver',
    valid_from: 'Allowed from',
    valid_to: 'Allowed until',
    pending: 'Pending',
    notes: 'Notes',
    length_cm: 'Length (cm)',
    width_cm: 'Width (cm)',
    height_cm: 'Height (cm)',
    weight_kg: 'Weight (kg)',
    fuel: 'Fuel',
    trailer: 'With trailer',
    documentation_status: 'Documentation',
  },
};

export const VEHICLE_TYPE_LABELS: Record<Language, Record<VehicleType, string>> = {
  it: { CAR: 'Auto', VAN: 'Furgone', TRUCK: 'Camion', MOTORBIKE: 'Moto', BUS: 'Autobus', OTHER: 'Altro' },
  en: { CAR: 'Car', VAN: 'Van', TRUCK: 'Truck', MOTORBIKE: 'Motorbike', BUS: 'Bus', OTHER: 'Other' },
};
