// SPDX-License-Identifier: GPL-2.0
/*
 * The raid6 calibration's two ways of timing, side by side in userspace:
 * one run of 800 gen_syndrome() calls (v7.3, preemption off throughout)
 * and 100 batches of 8 calls whose times are summed (the series, the
 * scheduler let in between batches). Each round times every algorithm
 * both ways, alternating which way goes first, and picks the fastest as
 * the kernel does. Built by scripts/raid6-host.sh from the base tree's
 * lib/raid/raid6/x86/{sse2,avx2}.c.
 * Usage: raid6_calib ROUNDS sse2|avx2
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <algos.h>

extern const struct raid6_calls raid6_sse2x1, raid6_sse2x2, raid6_sse2x4;
extern const struct raid6_calls raid6_avx2x1, raid6_avx2x2, raid6_avx2x4;

#define BENCH_SIZE 4096
#define NR_SRCS 8
#define NR_DISKS (NR_SRCS + 2)
#define REPS 800
#define BATCH 8

static u64 now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static u64 run(const struct raid6_calls *a, void **p, int batch)
{
	u64 total = 0, t;
	int i, j;

	for (i = 0; i < REPS; i += batch) {
		t = now();
		for (j = 0; j < batch; j++)
			a->gen_syndrome(NR_DISKS, BENCH_SIZE, p);
		total += now() - t;
		if (batch < REPS)
			sched_yield();
	}
	return total ? total : 1;
}

static int cmp(const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *)a, y = *(const unsigned long *)b;

	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	const struct raid6_calls *sse[] = { &raid6_sse2x1, &raid6_sse2x2, &raid6_sse2x4 };
	const struct raid6_calls *avx[] = { &raid6_avx2x1, &raid6_avx2x2, &raid6_avx2x4 };
	const struct raid6_calls **al = argc > 2 && !strcmp(argv[2], "avx2") ? avx : sse;
	int rounds = argc > 1 ? atoi(argv[1]) : 20, r, m, i, n = 3;
	static unsigned long perf[2][3][1000];
	int picks[2][3] = { { 0 } }, agree = 0;
	void *p[NR_DISKS];
	cpu_set_t set;
	char *buf;

	if (rounds < 1 || rounds > 1000) {
		fprintf(stderr, "usage: %s ROUNDS(1-1000) sse2|avx2\n", argv[0]);
		return 2;
	}
	CPU_ZERO(&set);
	CPU_SET(0, &set);
	sched_setaffinity(0, sizeof(set), &set);
	buf = aligned_alloc(64, NR_DISKS * BENCH_SIZE);
	for (i = 0; i < NR_DISKS * BENCH_SIZE; i++)
		buf[i] = rand();
	for (i = 0; i < NR_DISKS; i++)
		p[i] = buf + i * BENCH_SIZE;

	for (r = 0; r < rounds; r++) {
		int best[2];

		for (m = 0; m < 2; m++) {
			/* alternate which method goes first */
			int mm = (r & 1) ? 1 - m : m;
			unsigned long bp = 0;

			for (i = 0; i < n; i++) {
				u64 t = run(al[i], p, mm ? BATCH : REPS);
				unsigned long mbs = (u64)BENCH_SIZE * REPS * NR_SRCS * 1000 / t;

				perf[mm][i][r] = mbs;
				if (mbs > bp) {
					bp = mbs;
					best[mm] = i;
				}
			}
			picks[mm][best[mm]]++;
		}
		agree += best[0] == best[1];
	}
	for (m = 0; m < 2; m++) {
		printf("%s:", m ? "batches of 8" : "one run of 800");
		for (i = 0; i < n; i++) {
			qsort(perf[m][i], rounds, sizeof(long), cmp);
			printf("  %s median %lu MB/s picked %d/%d", al[i]->name,
			       perf[m][i][rounds / 2], picks[m][i], rounds);
		}
		printf("\n");
	}
	printf("same pick in %d/%d rounds\n", agree, rounds);
	return 0;
}
