/**
 * The banner every page shows while a sales rep or shop admin acts as a buyer (docs/decisions/084): whom they act
 * as, with Stop. When the server has ended the session (stopped elsewhere, expired, unassigned) it offers the way back.
 * Loaded only while acting (ActingBanner), so a buyer's first page does not carry Apollo's query hooks.
 */
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { endActing } from '../lib/actAs';

export const actingCopy = {
  title: 'Acting as a buyer',
  stop: 'Stop',
  ended: 'Your session acting as a buyer has ended.',
  back: 'Back to your account',
} as const;

export const ActingBannerQuery = graphql(`
  query ActingBanner {
    myActAsSession {
      banner
    }
  }
`);
export const StopActingFromBannerMutation = graphql(`
  mutation StopActingFromBanner {
    stopActingAs
  }
`);

export default function ActingBannerPanel() {
  const { data, error } = useQuery(ActingBannerQuery, { fetchPolicy: 'network-only' });
  const [stop, { loading }] = useMutation(StopActingFromBannerMutation);
  const onStop = async () => {
    // Whatever the server answers, this browser goes back to the rep's own session.
    await stop().catch(() => undefined);
    endActing();
  };
  const ended = Boolean(error) || (data !== undefined && data.myActAsSession === null);
  return (
    <Alert.Root status={ended ? 'warning' : 'info'} mb="6" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{actingCopy.title}</Alert.Title>
        <Alert.Description>
          {ended ? actingCopy.ended : (data?.myActAsSession?.banner ?? '')}
        </Alert.Description>
      </Alert.Content>
      <HStack>
        <Button
          size="sm"
          colorPalette="orange"
          loading={loading}
          onClick={() => (ended ? endActing() : void onStop())}
        >
          {ended ? actingCopy.back : actingCopy.stop}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
