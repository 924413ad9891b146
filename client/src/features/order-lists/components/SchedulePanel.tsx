/** A list's schedule: its state and next run, pause/resume, skip the next run, remove; and the form that sets it. */
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Field as FormikField, Form, Formik } from 'formik';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { TextField } from '../../../components/form/TextField';
import { listCopy } from '../copy';
import { scheduleSchema, useChangeOrderSchedule, useSetOrderSchedule } from '../api/orderLists';
import type { OrderScheduleAction } from '../../../gql/graphql';

const t = listCopy.schedule;
export interface Schedule {
  everyWeeks?: number | null;
  dayOfMonth?: number | null;
  rule: string;
  status: string;
  nextRunOn?: string | null;
  endOn?: string | null;
  stoppedReason?: string | null;
  ownerEmail: string;
  contactPhone: string;
  runs: Array<{ runOn: string; status: string; message?: string | null }>;
}

export function SchedulePanel({
  listId,
  schedule,
  canChange,
}: {
  listId: string;
  schedule: Schedule | null;
  canChange: boolean;
}) {
  const [setSchedule] = useSetOrderSchedule();
  const [change, { loading: changing }] = useChangeOrderSchedule();
  const [failed, setFailed] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const act = async (action: string) => {
    setFailed(null);
    setSaid('');
    try {
      const { data } = await change({ variables: { listId, action: action as OrderScheduleAction } });
      const next = data?.changeOrderSchedule.schedule?.nextRunOn;
      setSaid(next ? `${t.done[action]} ${t.next(next)}.` : t.done[action]);
    } catch (e) {
      setFailed(e);
    }
  };
  return (
    <Stack as="section" aria-labelledby="schedule-heading" gap="3">
      <Heading as="h2" size="xl" id="schedule-heading">
        {t.heading}
      </Heading>
      <Text>{t.intro}</Text>
      {schedule && <ScheduleState schedule={schedule} canChange={canChange} changing={changing} act={act} />}
      {canChange && (
        <Formik
          initialValues={{
            kind: schedule?.dayOfMonth ? 'DAY' : 'WEEKS',
            everyWeeks: String(schedule?.everyWeeks ?? 2),
            dayOfMonth: String(schedule?.dayOfMonth ?? 1),
            startOn: '',
            endOn: schedule?.endOn ?? '',
            contactPhone: schedule?.contactPhone ?? '',
          }}
          validationSchema={scheduleSchema}
          onSubmit={async (v) => {
            setFailed(null);
            setSaid('');
            const input = {
              everyWeeks: v.kind === 'WEEKS' ? Number(v.everyWeeks) : null,
              dayOfMonth: v.kind === 'DAY' ? Number(v.dayOfMonth) : null,
              startOn: v.startOn || null,
              endOn: v.endOn || null,
              contactPhone: v.contactPhone.trim(),
            };
            try {
              const { data } = await setSchedule({ variables: { listId, input } });
              const next = data?.setOrderSchedule.schedule?.nextRunOn;
              setSaid(next ? `${t.saved} ${t.next(next)}.` : t.saved);
            } catch (e) {
              setFailed(e);
            }
          }}
        >
          {({ values, isSubmitting }) => (
            <Form aria-label={t.form} noValidate>
              <Stack gap="3">
                <Box as="fieldset">
                  <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                    {t.kind}
                  </Text>
                  <HStack gap="4" flexWrap="wrap">
                    {(['WEEKS', 'DAY'] as const).map((k) => (
                      <HStack as="label" key={k} gap="2" minH="8" cursor="pointer">
                        <FormikField
                          as={chakra.input}
                          type="radio"
                          name="kind"
                          value={k}
                          boxSize="5"
                          accentColor="orange.700"
                        />
                        <Text>{k === 'WEEKS' ? t.everyWeeks : t.dayOfMonth}</Text>
                      </HStack>
                    ))}
                  </HStack>
                </Box>
                <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                  {values.kind === 'WEEKS' ? (
                    <TextField name="everyWeeks" label={t.weeks} inputMode="numeric" required />
                  ) : (
                    <TextField name="dayOfMonth" label={t.day} inputMode="numeric" required />
                  )}
                  <TextField name="contactPhone" label={t.phone} type="tel" autoComplete="tel" required />
                  <TextField name="startOn" label={t.startOn} type="date" />
                  <TextField name="endOn" label={t.endOn} type="date" />
                </Box>
                <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={isSubmitting}>
                  {t.submit}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      {failed !== null && <ErrorAlert error={failed} />}
      <LiveStatus>{said}</LiveStatus>
    </Stack>
  );
}

/** The schedule as it stands: rule and state, next run, why it stopped, its owner, the latest runs and the moves. */
function ScheduleState({
  schedule,
  canChange,
  changing,
  act,
}: {
  schedule: Schedule;
  canChange: boolean;
  changing: boolean;
  act: (action: string) => Promise<void>;
}) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" p="4">
      <Text fontWeight="semibold">
        {schedule.rule} · {t.status[schedule.status] ?? schedule.status}
      </Text>
      {schedule.nextRunOn && <Text>{t.next(schedule.nextRunOn)}</Text>}
      {schedule.stoppedReason && <Text color="fg.error">{t.stopped(schedule.stoppedReason)}</Text>}
      <Text fontSize="sm">{t.owner(schedule.ownerEmail)}</Text>
      {schedule.runs.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            {t.runs}
          </Text>
          {schedule.runs.map((r) => (
            <Text key={r.runOn} fontSize="sm">
              {t.run(r.runOn, r.message ?? r.status)}
            </Text>
          ))}
        </Box>
      )}
      {canChange && (
        <HStack gap="2" flexWrap="wrap" mt="2">
          {schedule.status === 'PAUSED' ? (
            <Button size="sm" variant="outline" disabled={changing} onClick={() => void act('RESUME')}>
              {t.resume}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={changing || schedule.status !== 'ACTIVE'}
              onClick={() => void act('PAUSE')}
            >
              {t.pause}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={changing || !schedule.nextRunOn}
            onClick={() => void act('SKIP')}
          >
            {t.skip}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={changing}
            onClick={() => void act('REMOVE')}
          >
            {t.remove}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
