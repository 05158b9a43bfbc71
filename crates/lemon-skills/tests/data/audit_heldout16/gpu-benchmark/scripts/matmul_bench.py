#!/usr/bin/env python3
"""Time square matmuls on the GPU and print TFLOP/s (read-only benchmark)."""
import time

import torch


def bench(dtype, n=8192, iters=50):
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    for _ in range(5):
        a @ b
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    dt = time.perf_counter() - t0
    return 2 * n ** 3 * iters / dt / 1e12


if __name__ == "__main__":
    for dt in (torch.float16, torch.bfloat16):
        print(f"{str(dt):16} {bench(dt):7.1f} TFLOP/s")
