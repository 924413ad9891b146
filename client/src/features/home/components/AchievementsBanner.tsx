/**
 * Achievements banner (spec §1, §9): counters run from 0 to their end value over 2.75 s, starting
 * the first time the banner scrolls into view.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
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
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
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

/**
 * One counter. The running number is decoration (hidden from screen readers, which hear the end value once);
 * tabular digits in a box as wide as the end value keep the row from moving while it counts.
 */
function Counter({ end, suffix, label, run }: { end: number; suffix: string; label: string; run: boolean }) {
  const value = useCountUp(end, run);
  return (
    <Box textAlign="center">
      <Text
        aria-hidden="true"
        fontSize={{ base: '4xl', md: '5xl' }}
        fontWeight="bold"
        color="orange.300"
        fontVariantNumeric="tabular-nums"
        minW={`${String(end).length + suffix.length}ch`}
        mx="auto"
        lineHeight="1.2"
      >
        {value}
        {suffix}
      </Text>
      <Text color="gray.200" fontSize="lg">
        <VisuallyHidden>{`${end}${suffix} `}</VisuallyHidden>
        {label}
      </Text>
    </Box>
  );
}

export function AchievementsBanner() {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <Box
      as="section"
      ref={ref}
      bg="gray.800"
      color="white"
      rounded="2xl"
      py="12"
      px="6"
      aria-labelledby="achievements"
    >
      <Heading id="achievements" as="h2" size="2xl" textAlign="center" mb="8">
        {copy.home.achievementsTitle}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {copy.home.counters.map((c) => (
          <Counter key={c.label} {...c} run={inView} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
