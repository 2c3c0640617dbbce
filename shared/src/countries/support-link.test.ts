import { COUNTRIES } from './table';
import { SupportLinkError, supportLink, trySupportLink } from './support-link';

describe('supportLink', () => {
  it('builds a WhatsApp link to the support phone', () => {
    expect(supportLink(1, 'whatsapp')).toBe('https://wa.me/5491155550100');
    expect(supportLink(2, 'whatsapp')).toBe('https://wa.me/525555550100');
  });

  it('pre-fills the chatbot code for the chatbot type', () => {
    expect(supportLink(59, 'chatbot')).toBe('https://wa.me/593995550100?text=SOPORTE-EC');
  });

  it('refuses an unknown country with the spec message', () => {
    expect(() => supportLink(999, 'whatsapp')).toThrow(
      'No support configuration available for country ID: 999',
    );
  });

  it('refuses a country without a support contact with the same message', () => {
    expect(() => supportLink(180, 'whatsapp')).toThrow(
      'No support configuration available for country ID: 180',
    );
  });

  it('refuses an unknown type as incomplete information', () => {
    expect(() => supportLink(1, 'email')).toThrow(
      'Support information is incomplete for country ID: 1, type: email',
    );
  });

  it('reports missing data as incomplete', () => {
    const ar = COUNTRIES.find((c) => c.id === 1);
    if (!ar?.support) throw new Error('fixture: Argentina must have support');
    const original = ar.support.chatbotCode;
    ar.support.chatbotCode = null;
    try {
      expect(() => supportLink(1, 'chatbot')).toThrow(
        'Support information is incomplete for country ID: 1, type: chatbot',
      );
      expect(supportLink(1, 'whatsapp')).toBe('https://wa.me/5491155550100');
    } finally {
      ar.support.chatbotCode = original;
    }
  });

  it('throws a SupportLinkError carrying a code', () => {
    try {
      supportLink(46, 'whatsapp');
      throw new Error('expected a failure');
    } catch (error) {
      expect(error).toBeInstanceOf(SupportLinkError);
      expect((error as SupportLinkError).code).toBe('support_not_configured');
    }
  });

  it('has a non-throwing variant', () => {
    expect(trySupportLink(2, 'whatsapp')).toEqual({ ok: true, url: 'https://wa.me/525555550100' });
    const failed = trySupportLink(2, 'fax');
    expect(failed.ok).toBe(false);
    if (!failed.ok) {
      expect(failed.error.code).toBe('support_incomplete');
      expect(failed.error.message).toBe(
        'Support information is incomplete for country ID: 2, type: fax',
      );
    }
  });
});
