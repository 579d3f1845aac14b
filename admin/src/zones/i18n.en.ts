/** The zones folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    zones: {
      empty: 'No zones: create the first zone, then decide who enters (categories or rights)',
      name: 'Zone |||| Zones',
      fields: {
        name_it: 'Name (Italian)',
        name_en: 'Name (English)',
        code: 'Code',
        color: 'Colour',
        capacity: 'Capacity',
        parent_id: 'Inside the zone',
        windows: 'Opening times',
        from: 'From',
        to: 'To',
        active: 'Active',
        anti_passback: 'Anti-passback',
        default_attendee_category_ids: 'Categories that may enter',
        default_vehicle_types: 'Vehicle types that may enter',
        ticket_product_ids: 'Products that act as a ticket',
        ticket_exempt_category_ids: 'Categories exempt from the ticket',
      },
      helpers: {
        anti_passback: 'Who is inside cannot enter again before going out',
        name_en: 'Empty: the Italian name is shown',
        code: 'What badges and the gate show (e.g. PADDOCK)',
        capacity: 'Empty: no limit',
        parent: 'The zone it lies in (e.g. the pit lane in the paddock)',
        windows: 'No times: always open',
        defaults: 'Holders of this category or vehicle type may enter without another right',
        ticket_product_ids:
          'Only an attendee with a paid order of one of these products enters (e.g. the registration, not the dinner). None: no payment asked',
        ticket_exempt_category_ids: 'Attendees of these categories enter without a ticket (e.g. exhibitors, speakers, press, staff)',
      },
      always: 'Always',
      ticket_rule: 'Only with a paid ticket',
      ticket_required: 'Paid ticket',
      windows_count: '%{smart_count} time |||| %{smart_count} times',
    },
  },
};
