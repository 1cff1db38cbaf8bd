"""Unit tests of scripts/benchstats.py (run by make selftest)."""
import unittest

from benchstats import cost_verdict, fmt, mean_interval, noise, spread, spread_of, t95


class Spread(unittest.TestCase):
    def test_fewer_than_two_runs(self):
        self.assertIsNone(spread_of([5.0]))
        self.assertEqual(spread([5.0]), "-")

    def test_zero_median(self):
        self.assertIsNone(spread_of([0.0, 0.0, 1.0]))

    def test_max_minus_min_over_median(self):
        self.assertAlmostEqual(spread_of([9.0, 10.0, 12.0]), 0.3)
        self.assertEqual(spread([9.0, 10.0, 12.0]), "30%")
        self.assertEqual(spread([99.0, 100.0, 101.0]), "2.0%")


class Noise(unittest.TestCase):
    def test_outside_both_spreads(self):
        self.assertEqual(noise(1.5, [10.0, 11.0], [15.0, 16.0]), "yes")

    def test_inside_a_spread(self):
        # the base's runs move 20%: a ratio of 1.1 is noise
        self.assertEqual(noise(1.1, [10.0, 12.0], [11.0, 11.1]), "no")

    def test_unknown(self):
        self.assertEqual(noise(1.5, [10.0], [15.0, 16.0]), "-")
        self.assertEqual(noise(None, [10.0, 11.0], [15.0, 16.0]), "-")


class Interval(unittest.TestCase):
    def test_t_quantiles(self):
        self.assertEqual(t95(1), 12.71)
        self.assertEqual(t95(11), 2.18)     # the next listed degree
        self.assertEqual(t95(1000), 1.96)

    def test_identical_runs(self):
        self.assertEqual(mean_interval([2.0, 2.0], [3.0, 3.0]), (1.5, 1.5, 1.5))

    def test_interval_holds_the_ratio(self):
        r, lo, hi = mean_interval([10.0, 10.2, 9.8], [11.0, 11.3, 10.7])
        self.assertAlmostEqual(r, 1.1)
        self.assertLess(lo, r)
        self.assertGreater(hi, r)

    def test_too_few_runs(self):
        self.assertIsNone(mean_interval([1.0], [1.0, 2.0]))


class CostVerdict(unittest.TestCase):
    def verdict(self, name, b, s):
        r = sum(s) / len(s) / (sum(b) / len(b))
        return cost_verdict({name: (r, b, s)})[0]

    def test_iops_drop_outside_spread_is_a_cost(self):
        v = self.verdict("iops_qd1", [1000.0, 1001.0, 1000.5], [970.0, 970.5, 970.2])
        self.assertIn("the series costs", v)
        self.assertIn("more per I/O (outside the spread)", v)

    def test_small_cost_outside_spread(self):
        v = self.verdict("iops_qd1", [1000.0, 1000.2, 1000.1], [995.0, 995.1, 995.2])
        self.assertIn("no cost above 1%: the series costs 0.5", v)

    def test_wide_spread_cannot_resolve(self):
        v = self.verdict("iops_qd1", [1000.0, 1100.0, 1050.0], [1000.0, 1090.0, 1040.0])
        self.assertIn("cannot resolve a 1% cost", v)
        self.assertIn("95% interval", v)

    def test_one_run(self):
        self.assertIn("no verdict", self.verdict("cost_x", [1.0], [1.2]))

    def test_other_figures_ignored(self):
        self.assertEqual(cost_verdict({"alone_p99": (2.0, [1.0, 1.0], [2.0, 2.0])}), [])

    def test_fmt(self):
        self.assertEqual(fmt(None), "-")
        self.assertEqual(fmt(1234.4), "1234")
        self.assertEqual(fmt(0.12345), "0.123")


if __name__ == "__main__":
    unittest.main()
