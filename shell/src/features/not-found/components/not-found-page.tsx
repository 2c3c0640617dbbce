import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { COUNTRIES } from '@barrio/shared/countries';
import { countryRootPath } from '../../../config';
import { usePageMeta } from '../../../page-meta/hooks/use-page-meta';
import { pageMetaMessages } from '../../../page-meta/messages';
import { notFoundMessages } from '../messages';

const Page = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Countries = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
`;

export function NotFoundPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(pageMetaMessages.notFoundTitle), null);
  return (
    <Page data-testid="not-found-page">
      <Code aria-hidden="true">404</Code>
      <h1>{intl.formatMessage(notFoundMessages.title)}</h1>
      <p>{intl.formatMessage(notFoundMessages.text)}</p>
      <p>{intl.formatMessage(notFoundMessages.chooseCountry)}</p>
      <Countries>
        {COUNTRIES.map((country) => (
          <li key={country.id}>
            <Link to={countryRootPath(country.slug)}>{country.name}</Link>
          </li>
        ))}
      </Countries>
    </Page>
  );
}

export default NotFoundPage;
