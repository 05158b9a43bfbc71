#!/usr/bin/env python3
import argparse
import time

import torch

DT = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}


def matmul(n, dtype, iters=20):
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    for _ in range(3):
        a @ b
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    dt = (time.perf_counter() - t) / iters
    return 2 * n ** 3 / dt / 1e12


def bandwidth(mb=1024):
    x = torch.empty(mb * 2 ** 20 // 4, device="cuda")
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(10):
        x.clone()
    torch.cuda.synchronize()
    return 2 * x.numel() * 4 * 10 / (time.perf_counter() - t) / 1e9


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[4096])
    ap.add_argument("--dtypes", nargs="+", default=["fp32", "fp16"])
    a = ap.parse_args()
    print(torch.cuda.get_device_name(0))
    for n in a.sizes:
        for d in a.dtypes:
            print(f"matmul n={n} {d}: {matmul(n, DT[d]):.1f} TFLOPS")
    print(f"bandwidth: {bandwidth():.0f} GB/s")
