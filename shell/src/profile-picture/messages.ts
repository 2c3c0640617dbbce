import { defineMessages } from 'react-intl';

export const profilePictureMessages = defineMessages({
  label: {
    id: 'shell.profile-picture.label',
    defaultMessage: 'Foto de perfil',
    description: 'Label of the file field that uploads a profile picture',
  },
  failed: {
    id: 'shell.profile-picture.failed',
    defaultMessage: 'No pudimos guardar esa imagen. Elige una imagen de hasta 5 MB.',
    description: 'The picture was refused (not an image, too large) or could not be sent',
  },
  saved: {
    id: 'shell.profile-picture.saved',
    defaultMessage: 'Listo, tu foto se guardó.',
    description: 'The profile picture was saved',
  },
});
