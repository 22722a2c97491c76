// The seeded generator random tests share with the fuzzer, described once in SwatchFuzz.
@_exported import struct SwatchFuzz.RepeatableRandomNumberGenerator
