import SharedCore
print("benchmarks")
