print("swatch")
