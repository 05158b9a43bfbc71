import re, sys
src = open(sys.argv[1]).read()
tips = []
if "cudnn.benchmark" not in src:
    tips.append("add torch.backends.cudnn.benchmark = True")
if "autocast" not in src:
    tips.append("wrap forward pass in torch.autocast('cuda', dtype=torch.bfloat16)")
if re.search(r"DataLoader\((?![^)]*num_workers)", src):
    tips.append("set DataLoader num_workers (try os.cpu_count() // 2)")
print("\n".join(tips) or "looks good")
