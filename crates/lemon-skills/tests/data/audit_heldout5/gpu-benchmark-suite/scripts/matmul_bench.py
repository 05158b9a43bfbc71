#!/usr/bin/env python3
import time
import torch


def bench(dtype, n=8192, iters=50):
    a = torch.randn(n, n, device="cuda", dtype=dtype)
    b = torch.randn(n, n, device="cuda", dtype=dtype)
    for _ in range(5):
        a @ b
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(iters):
        a @ b
    torch.cuda.synchronize()
    return 2 * n ** 3 * iters / (time.perf_counter() - t) / 1e12


def bandwidth(size=1 << 30):
    x = torch.empty(size, dtype=torch.uint8, device="cuda")
    y = torch.empty_like(x)
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(20):
        y.copy_(x)
    torch.cuda.synchronize()
    return 2 * size * 20 / (time.perf_counter() - t) / 1e9


def h2d(size=1 << 28):
    h = torch.empty(size, dtype=torch.uint8).pin_memory()
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(20):
        h.to("cuda", non_blocking=True)
    torch.cuda.synchronize()
    return size * 20 / (time.perf_counter() - t) / 1e9


if __name__ == "__main__":
    p = torch.cuda.get_device_properties(0)
    print(f"GPU 0: {p.name}  {p.total_memory >> 30} GB")
    torch.backends.cuda.matmul.allow_tf32 = False
    print(f"matmul fp32  {bench(torch.float32):6.1f} TFLOPS")
    torch.backends.cuda.matmul.allow_tf32 = True
    print(f"matmul tf32  {bench(torch.float32):6.1f} TFLOPS")
    print(f"matmul bf16  {bench(torch.bfloat16):6.1f} TFLOPS")
    print(f"memcpy D2D   {bandwidth():6.0f} GB/s")
    print(f"H2D pinned   {h2d():6.1f} GB/s")
