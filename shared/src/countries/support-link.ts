import { countryById } from './lookup';

export type SupportType = 'whatsapp' | 'chatbot';
export type SupportLinkErrorCode = 'support_not_configured' | 'support_incomplete';

export class SupportLinkError extends Error {
  readonly code: SupportLinkErrorCode;

  constructor(code: SupportLinkErrorCode, message: string) {
    super(message);
    this.name = 'SupportLinkError';
    this.code = code;
  }
}

const WHATSAPP_BASE = 'https://wa.me/';

/**
 * WhatsApp link to the country's support line; the 'chatbot' type pre-fills the chatbot's
 * code so the conversation starts in the bot's flow. `type` is a SupportType; any other
 * string is rejected with its section-8 message.
 * @throws SupportLinkError with the section-8 messages verbatim.
 */
export function supportLink(countryId: number, type: string): string {
  const support = countryById(countryId)?.support;
  if (!support) {
    throw new SupportLinkError(
      'support_not_configured',
      `No support configuration available for country ID: ${countryId}`,
    );
  }
  const incomplete = () =>
    new SupportLinkError(
      'support_incomplete',
      `Support information is incomplete for country ID: ${countryId}, type: ${type}`,
    );
  const digits = (support.phone ?? '').replace(/\D/g, '');
  if (!digits) throw incomplete();
  if (type === 'whatsapp') return `${WHATSAPP_BASE}${digits}`;
  if (type === 'chatbot') {
    if (!support.chatbotCode) throw incomplete();
    return `${WHATSAPP_BASE}${digits}?text=${encodeURIComponent(support.chatbotCode)}`;
  }
  throw incomplete();
}

export type SupportLinkResult = { ok: true; url: string } | { ok: false; error: SupportLinkError };

/** Same as supportLink, for callers that render the error instead of catching it. */
export function trySupportLink(countryId: number, type: string): SupportLinkResult {
  try {
    return { ok: true, url: supportLink(countryId, type) };
  } catch (error) {
    if (error instanceof SupportLinkError) return { ok: false, error };
    throw error;
  }
}
