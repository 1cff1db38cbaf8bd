// SPDX-License-Identifier: GPL-2.0
/*
 * The raid6 and xor calibration's two ways of timing, side by side in
 * userspace, on the kernel's own gen_syndrome() and xor_gen() code:
 *   base:   one run of REPS calls (v7.3 holds preemption off throughout);
 *   series: REPS calls in batches of about BATCH_NS, sized from the speed
 *           measured so far, the batch times summed less the cost of
 *           timing a batch (the least of 16 timed empty batches); the
 *           series holds preemption off per batch, here the scheduler is
 *           let in with sched_yield() between batches.
 * Each round times every variant both ways, alternating which way goes
 * first, and picks the fastest as the kernel does. Also shown: the cost of
 * timing a batch, and the share of the batches' time it is (what the
 * series takes out).
 *
 * Acceptance (exit status 1 if not met): for every variant the median MB/s
 * of the series way is within 2% of the base way's; and where the base way
 * picks the same variant in at least 95% of the rounds, the series way
 * picks that variant in at least 95% of the rounds too.
 *
 * BATCH_US sets the batch length (default 100, the series'); with "load",
 * a SCHED_FIFO thread on the same CPU wakes every 100 us and runs for
 * about 10 us throughout (an RT task beside the calibration: it preempts
 * both ways here, where userspace cannot hold preemption off).
 *
 * Built by scripts/raid-host.sh from the base tree's sources.
 * Usage: raid_calib ROUNDS raid6-sse2|raid6-avx2|xor-sse [BATCH_US [load]]
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <algos.h>
#include "xor_impl.h"

extern const struct raid6_calls raid6_sse2x1, raid6_sse2x2, raid6_sse2x4;
extern const struct raid6_calls raid6_avx2x1, raid6_avx2x2, raid6_avx2x4;
extern struct xor_block_template xor_block_sse, xor_block_sse_pf64;

#define BENCH_SIZE	4096
#define RAID6_SRCS	8
#define XOR_SRCS	4
#define REPS		800U
static unsigned long long batch_ns = 100000;	/* as in the series */
#define MAX_ROUNDS	1000
#define MAX_VARIANTS	3

struct variant {
	const char *name;
	const struct raid6_calls *raid6;
	struct xor_block_template *xor;
};

static void *bufs[RAID6_SRCS + 2];

static unsigned long long now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static void call(const struct variant *v, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		if (v->raid6) {
			v->raid6->gen_syndrome(RAID6_SRCS + 2, BENCH_SIZE, bufs);
		} else {
			__asm__ __volatile__("mfence" ::: "memory");
			v->xor->xor_gen(bufs[0], bufs + 1, XOR_SRCS, BENCH_SIZE);
			__asm__ __volatile__("mfence" ::: "memory");
		}
	}
}

/* The series' batch size: about BATCH_NS at the speed measured so far. */
static unsigned int batch_calls(unsigned int done, unsigned long long spent)
{
	unsigned long long n = spent ? batch_ns * done / spent : 1;

	if (n < 1)
		n = 1;
	if (n > REPS - done)
		n = REPS - done;
	return n;
}

struct timing {
	unsigned long long spent, longest;
	unsigned int batches;
};

/* What timing adds to a batch: the least of a few timed empty batches. */
static unsigned long long clock_cost(void)
{
	unsigned long long least = ~0ULL, t;
	int i;

	for (i = 0; i < 16; i++) {
		t = now();
		t = now() - t;
		if (t < least)
			least = t;
	}
	return least;
}

static struct timing time_variant(const struct variant *v, int batched,
				  unsigned long long cost)
{
	struct timing r = { 0, 0, 0 };
	unsigned int done = 0, n;
	unsigned long long t;

	while (done < REPS) {
		n = batched ? batch_calls(done, r.spent) : REPS;
		t = now();
		call(v, n);
		t = now() - t;
		r.spent += batched ? t - (t < cost ? t : cost) : t;
		if (t > r.longest)
			r.longest = t;
		done += n;
		r.batches++;
		if (batched && done < REPS)
			sched_yield();
	}
	if (!r.spent)
		r.spent = 1;
	return r;
}

/* The RT task beside the calibration: wake every 100 us, run about 10 us. */
static void *rt_load(void *arg)
{
	struct timespec next;
	unsigned long long t;

	(void)arg;
	clock_gettime(CLOCK_MONOTONIC, &next);
	for (;;) {
		next.tv_nsec += 100000;
		if (next.tv_nsec >= 1000000000) {
			next.tv_nsec -= 1000000000;
			next.tv_sec++;
		}
		clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &next, NULL);
		t = now();
		while (now() - t < 10000)
			;
	}
	return NULL;
}

static int start_load(void)
{
	struct sched_param sp = { .sched_priority = 50 };
	pthread_attr_t a;
	pthread_t th;
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(0, &set);
	pthread_attr_init(&a);
	pthread_attr_setaffinity_np(&a, sizeof(set), &set);
	pthread_attr_setinheritsched(&a, PTHREAD_EXPLICIT_SCHED);
	pthread_attr_setschedpolicy(&a, SCHED_FIFO);
	pthread_attr_setschedparam(&a, &sp);
	return pthread_create(&th, &a, rt_load, NULL);
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double median(double *a, int n)
{
	qsort(a, n, sizeof(*a), cmp);
	return n % 2 ? a[n / 2] : (a[n / 2 - 1] + a[n / 2]) / 2;
}

static double mbs[2][MAX_VARIANTS][MAX_ROUNDS], share[MAX_VARIANTS][MAX_ROUNDS];
static double longest_us[MAX_VARIANTS][MAX_ROUNDS], batches[MAX_VARIANTS][MAX_ROUNDS];

int main(int argc, char **argv)
{
	static const struct variant sse2[] = {
		{ "sse2x1", &raid6_sse2x1 }, { "sse2x2", &raid6_sse2x2 }, { "sse2x4", &raid6_sse2x4 } };
	static const struct variant avx2[] = {
		{ "avx2x1", &raid6_avx2x1 }, { "avx2x2", &raid6_avx2x2 }, { "avx2x4", &raid6_avx2x4 } };
	static const struct variant xsse[] = {
		{ "sse", NULL, &xor_block_sse }, { "prefetch64-sse", NULL, &xor_block_sse_pf64 } };
	const char *what = argc > 2 ? argv[2] : "";
	const struct variant *vs;
	int rounds = argc > 1 ? atoi(argv[1]) : 0, nv, r, m, i, ok = 1;
	int picks[2][MAX_VARIANTS] = { { 0 } }, agree = 0, bmax = 0, bpick = 0;
	unsigned long long bytes;
	cpu_set_t set;
	char *buf;

	if (!strcmp(what, "raid6-sse2")) {
		vs = sse2, nv = 3;
	} else if (!strcmp(what, "raid6-avx2")) {
		vs = avx2, nv = 3;
	} else if (!strcmp(what, "xor-sse")) {
		vs = xsse, nv = 2;
	} else {
		fprintf(stderr, "usage: %s ROUNDS(1-%d) raid6-sse2|raid6-avx2|xor-sse\n",
			argv[0], MAX_ROUNDS);
		return 2;
	}
	if (rounds < 1 || rounds > MAX_ROUNDS) {
		fprintf(stderr, "%s: ROUNDS must be 1-%d\n", argv[0], MAX_ROUNDS);
		return 2;
	}
	if (argc > 3) {
		int us = atoi(argv[3]);

		if (us < 1 || us > 10000) {
			fprintf(stderr, "%s: BATCH_US must be 1-10000\n", argv[0]);
			return 2;
		}
		batch_ns = us * 1000ULL;
	}
	if (argc > 4 && strcmp(argv[4], "load")) {
		fprintf(stderr, "%s: the fifth argument can only be \"load\"\n", argv[0]);
		return 2;
	}
	/* the bytes one call processes, as the kernel counts them for MB/s */
	bytes = (unsigned long long)BENCH_SIZE * (vs->raid6 ? RAID6_SRCS : XOR_SRCS);
	CPU_ZERO(&set);
	CPU_SET(0, &set);
	sched_setaffinity(0, sizeof(set), &set);
	buf = aligned_alloc(64, (RAID6_SRCS + 2) * BENCH_SIZE);
	if (!buf)
		return 2;
	for (i = 0; i < (RAID6_SRCS + 2) * BENCH_SIZE; i++)
		buf[i] = rand();
	for (i = 0; i < RAID6_SRCS + 2; i++)
		bufs[i] = buf + i * BENCH_SIZE;
	if (argc > 4 && start_load()) {
		fprintf(stderr, "%s: cannot start the SCHED_FIFO load (needs CAP_SYS_NICE)\n", argv[0]);
		return 4;
	}

	double overhead = 0;

	for (r = 0; r < rounds; r++) {
		int best[2];

		for (m = 0; m < 2; m++) {
			int mm = (r & 1) ? 1 - m : m;	/* alternate which way goes first */
			unsigned long long cost = mm ? clock_cost() : 0;
			double bp = 0;

			if (mm)
				overhead = cost;
			for (i = 0; i < nv; i++) {
				struct timing t = time_variant(&vs[i], mm, cost);
				double v = (double)bytes * REPS * 1000 / t.spent;

				mbs[mm][i][r] = v;
				if (mm) {
					share[i][r] = 100.0 * cost * t.batches / t.spent;
					longest_us[i][r] = t.longest / 1000.0;
					batches[i][r] = t.batches;
				}
				if (v > bp) {
					bp = v;
					best[mm] = i;
				}
			}
			picks[mm][best[mm]]++;
		}
		agree += best[0] == best[1];
	}

	printf("%s, %d rounds, batches of %llu us%s, timing a batch costs %.0f ns (last round)\n",
	       what, rounds, batch_ns / 1000, argc > 4 ? ", RT load beside" : "", overhead);
	printf("  %-15s %10s %10s %7s %9s %8s %10s %9s %13s\n", "variant", "base MB/s",
	       "series", "ratio", "picks b/s", "batches", "longest us", "overhead",
	       "spread b/s");
	for (i = 0; i < nv; i++) {
		double b = median(mbs[0][i], rounds), s = median(mbs[1][i], rounds);
		double ratio = s / b;

		/* median() sorted the figures: (max - min) / median */
		double sb = 100 * (mbs[0][i][rounds - 1] - mbs[0][i][0]) / b;
		double ss = 100 * (mbs[1][i][rounds - 1] - mbs[1][i][0]) / s;

		printf("  %-15s %10.0f %10.0f %7.3f %4d/%-4d %8.0f %10.1f %8.2f%% %5.1f%%/%5.1f%%\n",
		       vs[i].name, b, s, ratio, picks[0][i], picks[1][i],
		       median(batches[i], rounds), median(longest_us[i], rounds),
		       median(share[i], rounds), sb, ss);
		printf("metric %s_%s_ratio=%.4f\n", what, vs[i].name, ratio);
		if (ratio < 0.98 || ratio > 1.02) {
			printf("not ok %s %s: series/base %.3f is outside 0.98-1.02\n",
			       what, vs[i].name, ratio);
			ok = 0;
		}
		if (picks[0][i] > bmax) {
			bmax = picks[0][i];
			bpick = i;
		}
	}
	printf("  the base way picks %s in %d/%d rounds, the series way in %d/%d; same pick in a round: %d/%d\n",
	       vs[bpick].name, bmax, rounds, picks[1][bpick], rounds, agree, rounds);
	if (bmax * 100 >= rounds * 95 && picks[1][bpick] * 100 < rounds * 95) {
		printf("not ok %s: the base way's pick %s is stable, the series way picks it in %d/%d rounds only\n",
		       what, vs[bpick].name, picks[1][bpick], rounds);
		ok = 0;
	}
	printf("%s %s\n", ok ? "ok" : "not ok", what);
	return !ok;
}
