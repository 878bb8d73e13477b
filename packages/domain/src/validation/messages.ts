import { type Lang, type MessageKey, messageCatalogue, messageKeyOf } from '../messages/catalogue';

// Schemas emit the English text of a catalogue key (the API returns it as is); the web shows it in the
// reader's language through the same catalogue as every other message.
export type ValidationMessageKey = MessageKey;

/** The English text a schema emits for a key. */
export function validationMessage(key: MessageKey): string {
  return messageCatalogue[key].en;
}

/** Shows a schema's (English) message in `lang`; unknown text is returned unchanged rather than lost. */
export function translateValidationMessage(english: string, lang: Lang): string {
  const key = messageKeyOf(english);
  return key ? messageCatalogue[key][lang] : english;
}
