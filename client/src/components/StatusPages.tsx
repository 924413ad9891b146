/** Image pages for not-found, unauthorized and forbidden (spec §2), with small inline illustrations. */
import type { ReactNode } from 'react';
import { Button, HStack, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { copy } from '../lib/copy';
import { useAuth } from '../lib/auth';

function Illustration({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 160" width="280" height="186">
      <rect x="10" y="120" width="220" height="12" rx="6" fill="#fbd38d" />
      {children}
    </svg>
  );
}

function StatusPage({
  code,
  title,
  text,
  art,
  action,
}: {
  code: string;
  title: string;
  text: string;
  art: ReactNode;
  action?: ReactNode;
}) {
  return (
    <VStack py="12" gap="4" textAlign="center">
      {art}
      <Text fontSize="5xl" fontWeight="bold" color="orange.700">
        {code}
      </Text>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {action}
        <Button asChild colorPalette="orange" variant={action ? 'outline' : 'solid'}>
          <RouterLink to="/">{copy.pages.backHome}</RouterLink>
        </Button>
      </HStack>
    </VStack>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title={copy.pages.notFoundTitle}
      text={copy.pages.notFoundText}
      art={
        <Illustration label={copy.pages.notFoundTitle}>
          <circle cx="100" cy="70" r="38" fill="none" stroke="#dd6b20" strokeWidth="10" />
          <line x1="128" y1="98" x2="160" y2="126" stroke="#dd6b20" strokeWidth="12" strokeLinecap="round" />
          <text x="100" y="82" textAnchor="middle" fontSize="34" fontWeight="bold" fill="#9c4221">
            ?
          </text>
        </Illustration>
      }
    />
  );
}

/** "Please log in" with the way to do it: a tab whose session ended lands here signed out. */
export function UnauthorizedPage() {
  const { user } = useAuth();
  const logIn = !user && (
    <Button asChild colorPalette="orange">
      <RouterLink to="/log-in">{copy.nav.logIn}</RouterLink>
    </Button>
  );
  return (
    <StatusPage
      code="401"
      title={copy.pages.unauthorizedTitle}
      text={copy.pages.unauthorizedText}
      action={logIn}
      art={
        <Illustration label={copy.pages.unauthorizedTitle}>
          <rect x="80" y="60" width="80" height="60" rx="8" fill="#dd6b20" />
          <path d="M95 60v-14a25 25 0 0 1 50 0v14" fill="none" stroke="#9c4221" strokeWidth="10" />
          <circle cx="120" cy="88" r="8" fill="#fff" />
          <rect x="116" y="90" width="8" height="16" fill="#fff" />
        </Illustration>
      }
    />
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage
      code="403"
      title={copy.pages.forbiddenTitle}
      text={copy.pages.forbiddenText}
      art={
        <Illustration label={copy.pages.forbiddenTitle}>
          <circle cx="120" cy="68" r="48" fill="#fff5f5" stroke="#e53e3e" strokeWidth="10" />
          <line x1="86" y1="102" x2="154" y2="34" stroke="#e53e3e" strokeWidth="10" strokeLinecap="round" />
        </Illustration>
      }
    />
  );
}
