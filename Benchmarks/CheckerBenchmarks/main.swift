print("pendiente")
