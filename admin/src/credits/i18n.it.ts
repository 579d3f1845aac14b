import type { en } from './i18n.en';

/** I testi della cartella credits: i18n/it.ts unisce le sezioni di ogni cartella nel catalogo. */
export const it: typeof en = {
  resources: {
    credits: {
      empty:
        'Nessuna regola dei crediti: creane una per l’intero programma o per una sessione accreditata, poi leggi i crediti di ogni partecipante in Risultati',
      name: 'Regola dei crediti |||| Regole dei crediti',
      tabs: { rules: 'Regole', results: 'Risultati' },
      whole_programme: 'Intero programma',
      all: 'Tutte',
      fields: {
        session_id: 'Sessione',
        credits: 'Crediti',
        min_presence: 'Presenza minima %',
        survey_required: 'Questionario di apprendimento obbligatorio',
        survey_min_correct: 'Risposte corrette minime %',
        conditions: 'Condizioni',
        eligible: 'Chi può conseguirli',
        attendee_category_ids: 'Categorie di partecipanti ammesse',
        professions: 'Professioni',
        disciplines: 'Discipline',
        accreditation_code: 'Codice di accreditamento',
      },
      lines: {
        presence: 'Presenza',
        survey: 'Questionario',
        categories: 'Categorie',
        professions: 'Professioni',
        disciplines: 'Discipline',
      },
      helpers: {
        session_id: 'Vuoto: la regola misura l’intero programma (tutte le sessioni tranne le pause, le parallele una volta)',
        credits: 'Crediti assegnati, al massimo due decimali',
        min_presence: 'Quota del tempo della sessione passata in sala, misurata all’ingresso',
        survey_min_correct: 'Chi ottiene meno nel questionario di apprendimento non consegue crediti',
        attendee_category_ids: 'Vuoto: tutte le categorie',
        professions: 'Confrontate con la professione del partecipante, senza badare alle maiuscole; Invio dopo ognuna; vuoto: tutte',
        disciplines: 'Invio dopo ognuna; vuoto: tutte',
        accreditation_code: 'Il codice evento del provider (evento ECM ed edizione), riportato nell’esportazione',
      },
      notifications: { created: 'Regola dei crediti creata' },
      results: {
        title: 'Crediti dei partecipanti',
        name: 'Risultato |||| Risultati',
        empty: 'Ancora nessun risultato: crea una regola dei crediti in Regole, poi ricalcola',
        fields: {
          attendee_name: 'Partecipante',
          session_id: 'Sessione',
          share: 'Presenza',
          credits: 'Crediti',
          earned: 'Esito',
          reason_text: 'Motivo',
          computed_at: 'Calcolato',
          rule_id: 'Regola',
        },
        earned: 'Conseguiti',
        not_earned: 'Non conseguiti',
        recompute: 'Ricalcola',
        recomputing: 'Ricalcolo dei crediti… %{processed} di %{total} partecipanti',
        recomputed: 'Crediti ricalcolati per %{smart_count} partecipante |||| Crediti ricalcolati per %{smart_count} partecipanti',
        recompute_failed: 'Il ricalcolo si è interrotto: avvialo di nuovo',
        hint: 'Calcolati dalle scansioni all’ingresso quando cambia una regola; le scansioni registrate dopo contano al ricalcolo successivo.',
      },
    },
  },
};
