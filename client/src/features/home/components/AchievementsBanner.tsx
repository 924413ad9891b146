/**
 * Achievements banner (spec §1, §9): counters run from 0 to their end value over 2.75 s, starting
 * the first time the banner scrolls into view.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { COUNTER_ANIMATION_MS } from '@gluegun/common';
import { copy } from '../../../lib/copy';

function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) {
        setInView(true);
        observer.disconnect();
      }
    }, { threshold: 0.3 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView]);
  return [ref, inView];
}

function useCountUp(end: number, run: boolean, durationMs = COUNTER_ANIMATION_MS): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!run) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      const eased = 1 - Math.pow(1 - progress, 3); // ease-out: fast start, gentle landing
      setValue(Math.round(end * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [end, run, durationMs]);
  return value;
}

function Counter({ end, suffix, label, run }: { end: number; suffix: string; label: string; run: boolean }) {
  const value = useCountUp(end, run);
  return (
    <Stat.Root textAlign="center" alignItems="center">
      <Stat.ValueText fontSize={{ base: '4xl', md: '5xl' }} color="orange.300" aria-label={`${end}${suffix} ${label}`}>
        {value}{suffix}
      </Stat.ValueText>
      <Stat.Label color="gray.200" fontSize="lg">{label}</Stat.Label>
    </Stat.Root>
  );
}

export function AchievementsBanner() {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <Box as="section" ref={ref} bg="gray.800" color="white" rounded="2xl" py="12" px="6" aria-labelledby="achievements">
      <Heading id="achievements" as="h2" size="2xl" textAlign="center" mb="8">{copy.home.achievementsTitle}</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {copy.home.counters.map((c) => <Counter key={c.label} {...c} run={inView} />)}
      </SimpleGrid>
    </Box>
  );
}
