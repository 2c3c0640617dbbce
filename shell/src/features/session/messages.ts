import { defineMessages, type NoMessageValues } from 'react-intl';

// A type alias, not an interface: defineMessages needs its implicit index signature.
type SessionMessageValues = {
  signInTitle: NoMessageValues;
  phoneLabel: NoMessageValues;
  phoneHint: NoMessageValues;
  sendCode: NoMessageValues;
  codeLabel: NoMessageValues;
  codeSentTo: { phone: string };
  signIn: NoMessageValues;
  changePhone: NoMessageValues;
  phoneInvalid: NoMessageValues;
  codeInvalid: NoMessageValues;
  requestFailed: NoMessageValues;
  phoneInvalidFor: { country: string };
  tooManyCodes: { minutes: number };
  networkFailed: NoMessageValues;
  signOut: NoMessageValues;
  profileTitle: { name: string };
  profilePhone: { phone: string };
  backToShop: NoMessageValues;
};

export const sessionMessages = defineMessages<SessionMessageValues>({
  signInTitle: {
    id: 'shell.session.sign-in-title',
    defaultMessage: 'Ingresa con tu celular',
    description: 'Title of the sign-in screen',
  },
  phoneLabel: {
    id: 'shell.session.phone-label',
    defaultMessage: 'Número de celular',
    description: 'Label of the phone field on the sign-in screen',
  },
  phoneHint: {
    id: 'shell.session.phone-hint',
    defaultMessage: 'Te enviaremos un código por mensaje.',
    description: 'Hint under the phone field explaining that a code will be sent',
  },
  sendCode: {
    id: 'shell.session.send-code',
    defaultMessage: 'Enviar código',
    description: 'Button that asks for a sign-in code',
  },
  codeLabel: {
    id: 'shell.session.code-label',
    defaultMessage: 'Código de verificación',
    description: 'Label of the field where the shopper types the received code',
  },
  codeSentTo: {
    id: 'shell.session.code-sent-to',
    defaultMessage: 'Enviamos un código a {phone}.',
    description: 'Confirms the phone the sign-in code was sent to',
  },
  signIn: {
    id: 'shell.session.sign-in',
    defaultMessage: 'Ingresar',
    description: 'Button or link that signs the shopper in',
  },
  changePhone: {
    id: 'shell.session.change-phone',
    defaultMessage: 'Usar otro número',
    description: 'Link back to the phone step of the sign-in screen',
  },
  phoneInvalid: {
    id: 'shell.session.phone-invalid',
    defaultMessage: 'Escribe un número de celular válido.',
    description: 'Error under the phone field when it is empty or malformed',
  },
  codeInvalid: {
    id: 'shell.session.code-invalid',
    defaultMessage: 'El código no es correcto o ya venció.',
    description: 'Error when the sign-in code was refused',
  },
  requestFailed: {
    id: 'shell.session.request-failed',
    defaultMessage: 'No pudimos enviar el código. Inténtalo de nuevo.',
    description: 'Error when the sign-in code could not be sent',
  },
  signOut: {
    id: 'shell.session.sign-out',
    defaultMessage: 'Cerrar sesión',
    description: 'Button that signs the shopper out',
  },
  profileTitle: {
    id: 'shell.session.profile-title',
    defaultMessage: 'Hola, {name}',
    description: 'Greeting on the profile screen of a signed-in shopper',
  },
  profilePhone: {
    id: 'shell.session.profile-phone',
    defaultMessage: 'Celular: {phone}',
    description: "The signed-in shopper's phone on the profile screen",
  },
  backToShop: {
    id: 'shell.session.back-to-shop',
    defaultMessage: 'Volver a la tienda',
    description: 'Link from the profile screen back to the shop page',
  },
  phoneInvalidFor: {
    id: 'shell.session.phone-invalid-for',
    defaultMessage: 'Este no es un número de celular válido de {country}.',
    description: "Error under the phone field: not a number of the shop's country",
  },
  tooManyCodes: {
    id: 'shell.session.too-many-codes',
    defaultMessage:
      'Pediste demasiados códigos. Intenta de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
    description: 'Too many sign-in codes were requested for this phone',
  },
  networkFailed: {
    id: 'shell.session.network-failed',
    defaultMessage: 'No pudimos conectarnos. Revisa tu conexión a internet e inténtalo de nuevo.',
    description: 'The sign-in code request did not reach the server',
  },
});
