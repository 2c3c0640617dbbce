import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Stack, TextField } from '@barrio/shared/design-system';
import { isApiError } from '@barrio/shared/api';
import { countryById } from '@barrio/shared/countries';
import { parsePhone } from '@barrio/shared/phone';
import { useShellContext } from '../../../app/shell-context';
import { shopPath } from '../../../config';
import { ProfilePictureField } from '../../../profile-picture/components/profile-picture-field';
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
/** The gateway's window for sign-in codes, used when its answer names no wait. */
const DEFAULT_RETRY_MINUTES = 15;

type CodeRequestFailure = 'invalid-phone' | 'too-many' | 'network' | 'failed';

/** Each reason the code could not be sent gets its own words (issue: one text hid them all). */
export function classifyCodeRequestError(error: unknown): CodeRequestFailure {
  if (!isApiError(error)) return 'network';
  if (error.status === 429) return 'too-many';
  if (
    error.status === 400 &&
    (error.code === 'invalid_phone' || error.code === 'unsupported_country')
  )
    return 'invalid-phone';
  if (error.status === 0) return 'network';
  return 'failed';
}

function retryMinutes(error: unknown): number {
  const body = isApiError(error) ? (error.body as { retry_after_minutes?: unknown }) : undefined;
  const minutes = body?.retry_after_minutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes : DEFAULT_RETRY_MINUTES;
}

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

  const countryName = countryById(shop.country_id)?.name ?? '';
  const requestFailure = requestCode.isError ? classifyCodeRequestError(requestCode.error) : null;

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    // Read as typed in the shop's country ('55 1234 5678' in Mexico) and checked before sending.
    const parsed = parsePhone(rawPhone, shop.country_id);
    if (rawPhone.replace(/\D/g, '').length < MIN_PHONE_DIGITS || !parsed.ok) {
      setPhoneError(true);
      return;
    }
    setPhoneError(false);
    const normalized = parsed.e164;
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
      // The router shows a failed navigation itself; its promise only says when it ended.
      { onSuccess: () => void navigate(returnTo ?? home, { replace: true }) },
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
              error={
                phoneError || requestFailure === 'invalid-phone'
                  ? intl.formatMessage(sessionMessages.phoneInvalidFor, { country: countryName })
                  : undefined
              }
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={rawPhone}
              onChange={(event) => setRawPhone(event.target.value)}
              required
            />
            {requestFailure && requestFailure !== 'invalid-phone' && (
              <Error role="alert" data-testid="sign-in-request-error" data-failure={requestFailure}>
                {requestFailure === 'too-many'
                  ? intl.formatMessage(sessionMessages.tooManyCodes, {
                      minutes: retryMinutes(requestCode.error),
                    })
                  : intl.formatMessage(
                      requestFailure === 'network'
                        ? sessionMessages.networkFailed
                        : sessionMessages.requestFailed,
                    )}
              </Error>
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
