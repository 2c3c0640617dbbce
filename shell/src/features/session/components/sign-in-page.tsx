import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Stack, TextField } from '@barrio/shared/design-system';
import { normalizePhone } from '@barrio/shared/domain';
import { useShellContext } from '../../../app/shell-context';
import { shopPath } from '../../../config';
import { ProfilePictureField } from '../../profile-picture/components/profile-picture-field';
import { useCreateSession } from '../api/create-session';
import { useDeleteSession } from '../api/delete-session';
import { useRequestSignInCode } from '../api/request-code';
import { sessionMessages } from '../messages';

export interface SignInPageProps {
  /** Where to go after signing in; the shop page by default. */
  returnTo?: string;
}

const Page = styled.section`
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const MIN_PHONE_DIGITS = 8;

/** `/:shop/user`: sign-in by phone and code, or the signed-in shopper's profile. */
export function SignInPage({ returnTo }: SignInPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { shop, session } = useShellContext();
  const requestCode = useRequestSignInCode();
  const createSession = useCreateSession();
  const deleteSession = useDeleteSession();
  const [rawPhone, setRawPhone] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [phoneError, setPhoneError] = useState(false);
  const home = shopPath(shop.slug);

  if (session.customer) {
    return (
      <Page data-testid="profile-page">
        <Title>
          {intl.formatMessage(sessionMessages.profileTitle, { name: session.customer.name })}
        </Title>
        <Stack gap="md">
          <p>
            {intl.formatMessage(sessionMessages.profilePhone, { phone: session.customer.phone })}
          </p>
          <ProfilePictureField customerId={session.customer.id} />
          <Button
            variant="secondary"
            loading={deleteSession.isPending}
            onClick={() => deleteSession.mutate()}
          >
            {intl.formatMessage(sessionMessages.signOut)}
          </Button>
          <Link to={home}>{intl.formatMessage(sessionMessages.backToShop)}</Link>
        </Stack>
      </Page>
    );
  }

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (rawPhone.replace(/\D/g, '').length < MIN_PHONE_DIGITS) {
      setPhoneError(true);
      return;
    }
    setPhoneError(false);
    const normalized = normalizePhone(rawPhone, shop.country_id);
    requestCode.mutate(
      { phone: normalized, country_id: shop.country_id },
      { onSuccess: () => setPhone(normalized) },
    );
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    createSession.mutate(
      { phone, code: code.trim(), country_id: shop.country_id },
      { onSuccess: () => navigate(returnTo ?? home, { replace: true }) },
    );
  };

  return (
    <Page data-testid="sign-in-page">
      <Title>{intl.formatMessage(sessionMessages.signInTitle)}</Title>
      {phone === null ? (
        <form onSubmit={submitPhone} noValidate>
          <Stack gap="md">
            <TextField
              label={intl.formatMessage(sessionMessages.phoneLabel)}
              hint={intl.formatMessage(sessionMessages.phoneHint)}
              error={phoneError ? intl.formatMessage(sessionMessages.phoneInvalid) : undefined}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={rawPhone}
              onChange={(event) => setRawPhone(event.target.value)}
              required
            />
            {requestCode.isError && (
              <Error role="alert">{intl.formatMessage(sessionMessages.requestFailed)}</Error>
            )}
            <Button type="submit" loading={requestCode.isPending} fullWidth>
              {intl.formatMessage(sessionMessages.sendCode)}
            </Button>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            <p>{intl.formatMessage(sessionMessages.codeSentTo, { phone })}</p>
            <TextField
              label={intl.formatMessage(sessionMessages.codeLabel)}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
            />
            {createSession.isError && (
              <Error role="alert">{intl.formatMessage(sessionMessages.codeInvalid)}</Error>
            )}
            <Button
              type="submit"
              loading={createSession.isPending}
              disabled={code.trim() === ''}
              fullWidth
            >
              {intl.formatMessage(sessionMessages.signIn)}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setPhone(null);
                setCode('');
                createSession.reset();
              }}
            >
              {intl.formatMessage(sessionMessages.changePhone)}
            </Button>
          </Stack>
        </form>
      )}
    </Page>
  );
}

export default SignInPage;
