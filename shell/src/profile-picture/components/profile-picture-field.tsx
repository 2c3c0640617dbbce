import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '@barrio/shared/design-system';
import { uploadProfilePicture, useRefreshProfilePicture } from '../api/profile-picture';
import { profilePictureMessages } from '../messages';

/** The profile screen's picture upload; the header shows the result. */
export function ProfilePictureField({ customerId }: { customerId: number }) {
  const intl = useIntl();
  const inputId = useId();
  const refresh = useRefreshProfilePicture();
  const [state, setState] = useState<'idle' | 'uploading' | 'saved' | 'failed'>('idle');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState('uploading');
    const url = await uploadProfilePicture(customerId, file);
    if (url === null) {
      setState('failed');
      return;
    }
    await refresh(customerId);
    setState('saved');
  };

  return (
    <div>
      <label htmlFor={inputId}>{intl.formatMessage(profilePictureMessages.label)}</label>{' '}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        disabled={state === 'uploading'}
        onChange={(event) => void upload(event)}
        data-testid="profile-picture-input"
      />
      {state === 'failed' && (
        <Notice tone="error" data-testid="profile-picture-error">
          {intl.formatMessage(profilePictureMessages.failed)}
        </Notice>
      )}
      {state === 'saved' && (
        <Notice tone="success" data-testid="profile-picture-saved">
          {intl.formatMessage(profilePictureMessages.saved)}
        </Notice>
      )}
    </div>
  );
}
